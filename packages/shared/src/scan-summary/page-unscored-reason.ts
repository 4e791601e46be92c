import type { Localized, PageResult } from "../scan-result";

const FETCH_ERRORS: Record<string, Localized> = {
  robots_disallowed: { tr: "robots.txt ile engellendi", en: "Blocked by robots.txt" },
  blocked_address: {
    tr: "Özel veya ayrılmış bir IP adresine çözülüyor; güvenlik nedeniyle açılmadı",
    en: "Resolves to a private or reserved IP address; not fetched for security",
  },
  dns: { tr: "Alan adı çözümlenemedi", en: "The domain name could not be resolved" },
  connection: { tr: "Sunucuya bağlanılamadı", en: "The server could not be reached" },
  timeout: { tr: "Sunucu zamanında yanıt vermedi", en: "The server did not answer in time" },
  too_large: { tr: "Sayfa okunamayacak kadar büyük", en: "The page is too large to read" },
  too_many_redirects: { tr: "Çok fazla yönlendirme", en: "Too many redirects" },
  redirect_loop: { tr: "Yönlendirme döngüsü", en: "Redirect loop" },
  decompression: { tr: "Sıkıştırılmış yanıt açılamadı", en: "The compressed response could not be decoded" },
  binary_content: {
    tr: "Metin olarak bildirilen ikili içerik",
    en: "Binary content served as text",
  },
  invalid_url: { tr: "Geçersiz adres", en: "Invalid address" },
  unsupported_protocol: { tr: "Desteklenmeyen protokol", en: "Unsupported protocol" },
};

const NOT_FETCHED: Localized = { tr: "Sayfa alınamadı", en: "The page could not be fetched" };

/**
 * Why a page has no score, in words (never a raw code): it was not fetched, or it answered with an
 * error status, so there is nothing of its own to score. Null for pages that are scored.
 * The engine decides what to score with this function and the screen and the PDF explain with it.
 */
export function pageUnscoredReason(page: Pick<PageResult, "status" | "error">): Localized | null {
  if (page.error !== null) return FETCH_ERRORS[page.error] ?? NOT_FETCHED;
  if (page.status === 0) return NOT_FETCHED;
  if (page.status >= 500)
    return { tr: `Sunucu hatası (HTTP ${page.status})`, en: `Server error (HTTP ${page.status})` };
  if (page.status === 404 || page.status === 410)
    return { tr: `Sayfa bulunamadı (HTTP ${page.status})`, en: `Page not found (HTTP ${page.status})` };
  if (page.status >= 400)
    return {
      tr: `İstemci hatası döndürdü (HTTP ${page.status})`,
      en: `Answered with a client error (HTTP ${page.status})`,
    };
  return null;
}
