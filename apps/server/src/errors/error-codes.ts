import type { Language } from "../http/language";

/** Every error code the API answers with, its HTTP status and its default message per language. */
export const errorCatalogue = {
  bad_request: { status: 400, en: "The request is invalid.", tr: "İstek geçersiz." },
  validation_failed: {
    status: 400,
    en: "Please check the highlighted fields.",
    tr: "Lütfen işaretli alanları kontrol edin.",
  },
  unauthenticated: {
    status: 401,
    en: "Please sign in to continue.",
    tr: "Devam etmek için lütfen giriş yapın.",
  },
  session_expired: {
    status: 401,
    en: "Your session has expired, please sign in again.",
    tr: "Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.",
  },
  forbidden: { status: 403, en: "You do not have access to this.", tr: "Buna erişim izniniz yok." },
  csrf_failed: {
    status: 403,
    en: "Security token missing or invalid, refresh the page.",
    tr: "Güvenlik belirteci eksik veya geçersiz, sayfayı yenileyin.",
  },
  not_found: { status: 404, en: "Not found.", tr: "Bulunamadı." },
  conflict: { status: 409, en: "This already exists.", tr: "Bu zaten mevcut." },
  payload_too_large: { status: 413, en: "The request is too large.", tr: "İstek çok büyük." },
  rate_limited: {
    status: 429,
    en: "Too many attempts, try again later.",
    tr: "Çok fazla deneme yapıldı, daha sonra tekrar deneyin.",
  },
  internal: { status: 500, en: "An error occurred, try again.", tr: "Bir hata oluştu, tekrar deneyin." },
  service_unavailable: {
    status: 503,
    en: "The service is temporarily unavailable.",
    tr: "Hizmet geçici olarak kullanılamıyor.",
  },
} as const satisfies Record<string, { status: number } & Record<Language, string>>;

export type ErrorCode = keyof typeof errorCatalogue;
