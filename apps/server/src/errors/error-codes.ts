import type { Language } from "../http/language";

/** Every error code the API answers with, its HTTP status and its default message per language. */
export const errorCatalogue = {
  bad_request: { status: 400, en: "The request is invalid.", tr: "İstek geçersiz." },
  validation_failed: {
    status: 400,
    en: "Please check the highlighted fields.",
    tr: "Lütfen işaretli alanları kontrol edin.",
  },
  invalid_time_zone: {
    status: 400,
    en: "This time zone is not known; choose one from the list.",
    tr: "Bu saat dilimi tanınmıyor; listeden birini seçin.",
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
  quota_exceeded: {
    status: 429,
    en: "Your plan's quota for this action is used up; upgrade your plan for more.",
    tr: "Planınızın bu işlem için kotası doldu; daha fazlası için planınızı yükseltin.",
  },
  invalid_credentials: {
    status: 401,
    en: "Invalid email or password.",
    tr: "E-posta veya şifre hatalı.",
  },
  email_not_verified: {
    status: 403,
    en: "Email not verified, check your inbox.",
    tr: "E-posta doğrulanmadı, gelen kutunuzu kontrol edin.",
  },
  user_not_found: {
    status: 404,
    en: "No user found with this email.",
    tr: "Bu e-posta ile kayıtlı kullanıcı bulunamadı.",
  },
  account_deleted: {
    status: 403,
    en: "Account deleted, create a new account.",
    tr: "Hesap silinmiş, yeni bir hesap oluşturun.",
  },
  email_taken: {
    status: 409,
    en: "Email already registered, try logging in.",
    tr: "Bu e-posta zaten kayıtlı, giriş yapmayı deneyin.",
  },
  invalid_email: { status: 400, en: "Invalid email address.", tr: "Geçersiz e-posta adresi." },
  weak_password: {
    status: 400,
    en: "Password must be at least 6 characters",
    tr: "Şifre en az 6 karakter olmalıdır",
  },
  fields_missing: { status: 400, en: "Please fill in all fields.", tr: "Lütfen tüm alanları doldurun." },
  terms_not_accepted: {
    status: 400,
    en: "You must accept the terms of service.",
    tr: "Kullanım koşullarını kabul etmelisiniz.",
  },
  registration_disabled: {
    status: 403,
    en: "Registration is currently disabled.",
    tr: "Kayıt şu anda kapalı.",
  },
  registration_failed: {
    status: 500,
    en: "Registration failed, please try again.",
    tr: "Kayıt sırasında bir hata oluştu, lütfen tekrar deneyin.",
  },
  code_required: { status: 400, en: "Please enter the 4-digit code.", tr: "Lütfen 4 haneli kodu girin." },
  invalid_code: { status: 400, en: "Invalid or expired code.", tr: "Geçersiz veya süresi dolmuş kod." },
  code_resend_too_soon: {
    status: 429,
    en: "Please wait before requesting a new code.",
    tr: "Yeni kod istemeden önce lütfen bekleyin.",
  },
  verification_failed: { status: 500, en: "Verification error.", tr: "Doğrulama hatası." },
  code_send_failed: {
    status: 502,
    en: "The code could not be sent, try again.",
    tr: "Kod gönderilemedi, tekrar deneyin.",
  },
  password_reset_failed: {
    status: 500,
    en: "The password could not be reset, try again.",
    tr: "Şifre sıfırlanamadı, tekrar deneyin.",
  },
  bot_check_required: {
    status: 403,
    en: "Complete the security check to continue.",
    tr: "Devam etmek için güvenlik doğrulamasını tamamlayın.",
  },
  bot_check_failed: {
    status: 400,
    en: "Security verification failed.",
    tr: "Güvenlik doğrulaması başarısız oldu.",
  },
  content_not_found: { status: 404, en: "Content not found.", tr: "İçerik bulunamadı." },
  connection_not_found: { status: 404, en: "Connection not found.", tr: "Bağlantı bulunamadı." },
  connection_check_failed: {
    status: 422,
    en: "The channel did not accept these details.",
    tr: "Kanal bu bilgileri kabul etmedi.",
  },
  monitoring_daily_not_in_plan: {
    status: 403,
    en: "Daily monitoring is not included in your plan; upgrade to monitor daily.",
    tr: "Günlük izleme planınıza dahil değil; günlük izlemek için planınızı yükseltin.",
  },
  invalid_unsubscribe_link: {
    status: 400,
    en: "This unsubscribe link is invalid or incomplete.",
    tr: "Bu abonelikten çıkma bağlantısı geçersiz veya eksik.",
  },
  contact_fields_required: {
    status: 400,
    en: "Please fill all fields.",
    tr: "Lütfen tüm alanları doldurun.",
  },
  contact_send_failed: {
    status: 502,
    en: "Your message was saved but could not be e-mailed, we will still read it.",
    tr: "Mesajınız kaydedildi ancak e-postayla iletilemedi; yine de okuyacağız.",
  },
  wrong_current_password: {
    status: 400,
    en: "The current password is incorrect.",
    tr: "Mevcut şifre hatalı.",
  },
  password_change_failed: {
    status: 500,
    en: "The password could not be changed.",
    tr: "Şifre değiştirilemedi.",
  },
  profile_update_failed: {
    status: 500,
    en: "The profile could not be updated.",
    tr: "Profil güncellenemedi.",
  },
  settings_update_failed: {
    status: 500,
    en: "The settings could not be updated.",
    tr: "Ayarlar güncellenemedi.",
  },
  test_email_failed: {
    status: 502,
    en: "The test email could not be sent.",
    tr: "Test e-postası gönderilemedi.",
  },
  invalid_site_url: { status: 400, en: "Please enter a valid URL format.", tr: "Geçersiz URL" },
  duplicate_site: { status: 409, en: "This URL has already been added.", tr: "Bu URL zaten eklenmiş." },
  site_limit_reached: {
    status: 403,
    en: "You have reached your plan's site limit.",
    tr: "Planınızın site limitine ulaştınız.",
  },
  plan_limits_unavailable: {
    status: 500,
    en: "Plan limits could not be checked, refresh the page.",
    tr: "Plan limitleri kontrol edilemiyor, sayfayı yenileyin.",
  },
  feature_locked: {
    status: 403,
    en: "Pro plan required.",
    tr: "Pro Plan Gerekli",
  },
  analysis_rate_limited: {
    status: 429,
    en: "Analysis limit reached.",
    tr: "Analiz limiti dolu",
  },
  analysis_in_progress: {
    status: 409,
    en: "This site is being analysed already.",
    tr: "Bu site zaten analiz ediliyor.",
  },
  analysis_data_missing: {
    status: 404,
    en: "Analysis data could not be retrieved.",
    tr: "Analiz verileri alınamadı.",
  },
  invalid_page_url: {
    status: 400,
    en: "The page URL must start with '/'.",
    tr: "Sayfa URL'si '/' ile başlamalıdır.",
  },
  duplicate_page: { status: 409, en: "This page has already been added.", tr: "Bu sayfa zaten eklenmiş." },
  task_not_convertible: {
    status: 400,
    en: "Only high and medium priority recommendations can become tasks.",
    tr: "Yalnızca yüksek ve orta öncelikli öneriler göreve dönüştürülebilir.",
  },
  ai_solution_failed: {
    status: 502,
    en: "The AI solution could not be created, try again.",
    tr: "Yapay zekâ çözümü oluşturulamadı, tekrar deneyin.",
  },
  no_specific_fix: {
    status: 409,
    en: "Without an AI provider there is nothing more specific to your site than the fix shown for this task.",
    tr: "Yapay zekâ sağlayıcısı olmadan bu görev için gösterilen çözümden daha özel bir öneri yok.",
  },
  page_outside_site: {
    status: 400,
    en: "This page is not on the selected site: pick a page of the site or enter its path, e.g. /blog/post.",
    tr: "Bu sayfa seçili siteye ait değil: sitenin bir sayfasını seçin veya yolunu girin, ör. /blog/yazi.",
  },
  page_fetch_failed: {
    status: 502,
    en: "The page could not be fetched; check that it opens and returns HTML.",
    tr: "Sayfa alınamadı; açıldığından ve HTML döndürdüğünden emin olun.",
  },
  meta_generation_failed: {
    status: 502,
    en: "Meta tags could not be generated, try again.",
    tr: "Meta etiketleri oluşturulamadı, tekrar deneyin.",
  },
  schema_generation_failed: {
    status: 502,
    en: "The schema could not be generated, try again.",
    tr: "Şema oluşturulamadı, tekrar deneyin.",
  },
  ai_unavailable: {
    status: 503,
    en: "An AI provider is needed for this action; scoring works without one.",
    tr: "Bu işlem için bir yapay zekâ sağlayıcısı gerekir; puanlama onsuz da çalışır.",
  },
  prompt_suggestions_unavailable: {
    status: 503,
    en: "Suggesting prompts needs an AI provider on this installation; you can still write your own prompts.",
    tr: "Soru önermek için bu kurulumda bir yapay zekâ sağlayıcısı gerekir; sorularınızı yine kendiniz yazabilirsiniz.",
  },
  generation_failed: {
    status: 502,
    en: "The text could not be generated, try again.",
    tr: "Metin oluşturulamadı, tekrar deneyin.",
  },
  draft_conflict: {
    status: 409,
    en: "This draft was changed in another tab or device; choose which version to keep.",
    tr: "Bu taslak başka bir sekmede veya cihazda değiştirildi; hangi sürümün kalacağını seçin.",
  },
  publish_in_past: {
    status: 400,
    en: "The publish date and time cannot be in the past.",
    tr: "Yayın tarihi ve saati geçmişte olamaz.",
  },
  publish_too_far: {
    status: 400,
    en: "Content can be scheduled at most 30 days ahead.",
    tr: "İçerik en fazla 30 gün sonrasına planlanabilir.",
  },
  content_incomplete: {
    status: 400,
    en: "Fill in the title, content, meta title, meta description, publish date and at least one channel before scheduling.",
    tr: "Planlamadan önce başlığı, içeriği, meta başlığı, meta açıklamayı, yayın tarihini ve en az bir kanalı doldurun.",
  },
  content_not_reschedulable: {
    status: 409,
    en: "This content has already gone out; its date can no longer change.",
    tr: "Bu içerik zaten yayımlandı; tarihi artık değiştirilemez.",
  },
  channel_connection_invalid: {
    status: 400,
    en: "A chosen channel is not one of your connections of that kind; choose it again in the channel list.",
    tr: "Seçilen bir kanal, o türdeki bağlantılarınızdan biri değil; kanal listesinden yeniden seçin.",
  },
  content_withdrawal_busy: {
    status: 409,
    en: "This content is being sent to a channel right now; try deleting it again in a minute.",
    tr: "Bu içerik şu anda bir kanala gönderiliyor; bir dakika sonra yeniden silmeyi deneyin.",
  },
  media_type_refused: {
    status: 415,
    en: "Only WebP, JPG and PNG images can be uploaded.",
    tr: "Yalnızca WebP, JPG ve PNG görseller yüklenebilir.",
  },
  media_too_large: {
    status: 413,
    en: "The image is too large (at most 10 MB).",
    tr: "Görsel çok büyük (en fazla 10 MB).",
  },
  pdf_failed: {
    status: 500,
    en: "The PDF report could not be generated.",
    tr: "PDF raporu oluşturulamadı.",
  },
  site_verification_failed: { status: 400, en: "Verification failed.", tr: "Doğrulama başarısız oldu." },
  payment_required: {
    status: 402,
    en: "Payment required: pay your unpaid invoice to keep using the tools.",
    tr: "Ödeme gerekli: araçları kullanmaya devam etmek için ödenmemiş faturanızı ödeyin.",
  },
  payments_not_configured: {
    status: 503,
    en: "Online payment is not set up on this installation.",
    tr: "Bu kurulumda çevrimiçi ödeme yapılandırılmamış.",
  },
  payment_failed: {
    status: 502,
    en: "An error occurred during payment. Please try again.",
    tr: "Ödeme sırasında bir hata oluştu. Lütfen tekrar deneyin.",
  },
  plan_not_purchasable: {
    status: 400,
    en: "This plan cannot be bought online.",
    tr: "Bu plan çevrimiçi satın alınamaz.",
  },
  invoice_already_paid: { status: 409, en: "This invoice is already paid.", tr: "Bu fatura zaten ödenmiş." },
  invalid_webhook_signature: {
    status: 400,
    en: "Invalid webhook signature.",
    tr: "Geçersiz webhook imzası.",
  },
  plan_cancel_failed: {
    status: 502,
    en: "The plan could not be cancelled, try again.",
    tr: "Plan iptal edilemedi, tekrar deneyin.",
  },
  subscription_cancel_required: {
    status: 409,
    en: "Your paid subscription could not be cancelled at the payment provider, so your account was not deleted: deleting it would leave the subscription charging your card. Try again in a few minutes, or cancel the plan under Billing first.",
    tr: "Ücretli aboneliğiniz ödeme sağlayıcısında iptal edilemedi; silinmesi kartınızdan ödeme alınmaya devam etmesine yol açacağı için hesabınız silinmedi. Birkaç dakika sonra tekrar deneyin veya önce Faturalandırma bölümünden planınızı iptal edin.",
  },
  already_on_plan: {
    status: 409,
    en: "You are already on this plan with this billing period. Choose another plan or period, or manage your plan under Billing.",
    tr: "Zaten bu plandasınız ve bu ödeme dönemindesiniz. Başka bir plan veya dönem seçin ya da planınızı Faturalandırma bölümünden yönetin.",
  },
  subscription_not_resumable: {
    status: 409,
    en: "This subscription cannot be resumed: it has ended or the payment provider does not allow it. Buy the plan again when the current period ends.",
    tr: "Bu abonelik sürdürülemez: sona erdi veya ödeme sağlayıcısı buna izin vermiyor. Mevcut dönem bitince planı yeniden satın alın.",
  },
  no_subscription: {
    status: 404,
    en: "There is no paid subscription to manage.",
    tr: "Yönetilecek ücretli abonelik yok.",
  },
  competitor_is_site: {
    status: 400,
    en: "A competitor cannot be your own site.",
    tr: "Rakip, sitenizin kendisi olamaz.",
  },
  duplicate_competitor: {
    status: 409,
    en: "This competitor has already been added.",
    tr: "Bu rakip zaten eklenmiş.",
  },
  competitor_slots_full: {
    status: 403,
    en: "Your plan's competitor slots for this site are full.",
    tr: "Planınızın bu site için rakip hakkı doldu.",
  },
  site_not_analyzed: {
    status: 409,
    en: "Analyse your site first; the comparison needs its result.",
    tr: "Önce sitenizi analiz edin; karşılaştırma için sonucu gerekli.",
  },
  backlink_analysis_failed: {
    status: 502,
    en: "Backlink analysis could not be done; the data provider did not answer, try again later.",
    tr: "Backlink analizi yapılamadı; veri sağlayıcısı yanıt vermedi, daha sonra tekrar deneyin.",
  },
  keyword_provider_missing: {
    status: 409,
    en: "Shared keywords need a search data provider (DataForSEO) on this installation.",
    tr: "Ortak anahtar kelimeler için bu kurulumda bir arama verisi sağlayıcısı (DataForSEO) gerekir.",
  },
  keyword_data_failed: {
    status: 502,
    en: "The search data provider did not answer; try again later.",
    tr: "Arama verisi sağlayıcısı yanıt vermedi; daha sonra tekrar deneyin.",
  },
  backlink_provider_missing: {
    status: 409,
    en: "No backlink data provider is set up on this installation; verify your known links instead.",
    tr: "Bu kurulumda backlink veri sağlayıcısı yok; bunun yerine bildiğiniz bağlantıları doğrulayın.",
  },
  backlink_target_missing: {
    status: 400,
    en: "Choose a site or enter a valid URL.",
    tr: "Bir site seçin veya geçerli bir URL girin.",
  },
  internal: { status: 500, en: "An error occurred, try again.", tr: "Bir hata oluştu, tekrar deneyin." },
  service_unavailable: {
    status: 503,
    en: "The service is temporarily unavailable.",
    tr: "Hizmet geçici olarak kullanılamıyor.",
  },
  field_too_long: { status: 400, en: "A field is too long.", tr: "Bir alan çok uzun." },
  code_attempts_locked: {
    status: 429,
    en: "Too many wrong codes for this account: code entry is locked for an hour. We have e-mailed the account's owner.",
    tr: "Bu hesap için çok fazla hatalı kod girildi: kod girişi bir saatliğine kilitlendi. Hesap sahibine e-posta gönderdik.",
  },
  chat_ai_unavailable: {
    status: 503,
    en: "The AI service is unavailable right now, try again later.",
    tr: "Yapay zekâ hizmeti şu anda kullanılamıyor, daha sonra tekrar deneyin.",
  },
  chat_failed: {
    status: 502,
    en: "Sorry, something went wrong while answering. Please try again.",
    tr: "Üzgünüz, yanıt verirken bir sorun oluştu. Lütfen tekrar deneyin.",
  },
  chat_empty_response: {
    status: 502,
    en: "Sorry, the AI returned an empty answer. Please try again.",
    tr: "Üzgünüz, yapay zekâ boş bir yanıt döndürdü. Lütfen tekrar deneyin.",
  },
  visibility_not_configured: {
    status: 503,
    en: "No AI engine (OpenAI, Gemini or xAI) is configured for visibility measurement.",
    tr: "Görünürlük ölçümü için yapılandırılmış bir yapay zekâ motoru (OpenAI, Gemini veya xAI) yok.",
  },
  google_not_configured: {
    status: 503,
    en: "Google access has not been set up on this installation.",
    tr: "Bu kurulumda Google erişimi yapılandırılmamış.",
  },
  google_token_required: {
    status: 409,
    en: "Search Console token required or expired: connect Google again.",
    tr: "Search Console erişim izni gerekli veya süresi dolmuş: Google'a yeniden bağlanın.",
  },
  google_quota: {
    status: 429,
    en: "Google's quota for this property is used up for now; the data is refreshed again later.",
    tr: "Bu mülk için Google kotası şimdilik doldu; veriler daha sonra yeniden yenilenecek.",
  },
  google_permission: {
    status: 403,
    en: "Your Google account has no access to this property.",
    tr: "Google hesabınızın bu mülke erişimi yok.",
  },
  google_no_property: {
    status: 409,
    en: "Choose a Search Console or GA4 property for this site first.",
    tr: "Önce bu site için bir Search Console veya GA4 mülkü seçin.",
  },
  rank_source_missing: {
    status: 503,
    en: "This installation has no ranking data source connected, so positions cannot be checked.",
    tr: "Bu kurulumda bağlı bir sıralama veri kaynağı yok; sıralamalar kontrol edilemiyor.",
  },
  rank_engine_unsupported: {
    status: 400,
    en: "The connected ranking data source does not cover this search engine.",
    tr: "Bağlı sıralama veri kaynağı bu arama motorunu desteklemiyor.",
  },
  tracked_keywords_limit: {
    status: 403,
    en: "Your plan's tracked keyword limit is reached.",
    tr: "Planınızın takip edilen anahtar kelime sınırına ulaşıldı.",
  },
  rank_check_failed: {
    status: 502,
    en: "The rank check failed; you can retry it.",
    tr: "Sıralama kontrolü başarısız oldu; tekrar deneyebilirsiniz.",
  },
  keyword_suggestions_failed: {
    status: 502,
    en: "Keyword suggestions could not be loaded, try again.",
    tr: "Anahtar kelime önerileri alınamadı, tekrar deneyin.",
  },
  content_ideas_failed: {
    status: 502,
    en: "Content ideas could not be created, try again.",
    tr: "İçerik fikirleri oluşturulamadı, tekrar deneyin.",
  },
  method_not_allowed: {
    status: 405,
    en: "This address does not accept this method.",
    tr: "Bu adres bu yöntemi kabul etmiyor.",
  },
  invalid_token: {
    status: 401,
    en: "This access token is unknown, expired or revoked.",
    tr: "Bu erişim anahtarı tanınmıyor, süresi dolmuş veya iptal edilmiş.",
  },
  token_read_only: {
    status: 403,
    en: "This access token is read-only; create a read-write token to make changes.",
    tr: "Bu erişim anahtarı yalnızca okuma izinli; değişiklik için okuma-yazma izinli bir anahtar oluşturun.",
  },
  token_not_allowed: {
    status: 403,
    en: "Access tokens cannot use this part of the account; sign in to the web app instead.",
    tr: "Erişim anahtarları hesabın bu bölümünü kullanamaz; bunun yerine web uygulamasında giriş yapın.",
  },
  api_token_limit: {
    status: 403,
    en: "You have reached the maximum number of active access tokens; revoke one first.",
    tr: "En fazla etkin erişim anahtarı sayısına ulaştınız; önce birini iptal edin.",
  },
} as const satisfies Record<string, { status: number } & Record<Language, string>>;

export type ErrorCode = keyof typeof errorCatalogue;
