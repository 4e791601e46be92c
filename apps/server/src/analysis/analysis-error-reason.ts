import { ScanError, type ScanErrorCode } from "@sitelens/engine";
import type { Localized } from "@sitelens/shared";

const reasons: Record<ScanErrorCode | "internal" | "timeout_total", Localized> = {
  invalid_url: {
    tr: "Bu adres analiz edilebilecek bir http(s) adresi değil. Site adresini kontrol edin.",
    en: "This address is not an http(s) URL that can be analysed. Check the site address.",
  },
  unreachable: {
    tr: "Siteye bağlanılamadı. Sitenin yayında olduğunu ve ziyaretçilere açık olduğunu kontrol edin.",
    en: "The site could not be reached. Check that it is online and open to visitors.",
  },
  blocked_address: {
    tr: "Bu alan adı özel veya ayrılmış bir IP adresine çözülüyor; güvenlik nedeniyle analiz edilemez.",
    en: "This domain resolves to a private or reserved IP address and cannot be analysed for security reasons.",
  },
  dns: {
    tr: "Alan adı çözümlenemedi. Alan adının doğru yazıldığını ve DNS kayıtlarının ayarlı olduğunu kontrol edin.",
    en: "The domain name could not be resolved. Check the spelling and that its DNS records are set up.",
  },
  timeout: {
    tr: "Site zamanında yanıt vermedi. Birkaç dakika sonra yeniden analiz edin.",
    en: "The site did not answer in time. Try analysing again in a few minutes.",
  },
  not_html: {
    tr: "Bu adres bir HTML sayfası döndürmüyor. Sitenin ana sayfasının adresini girin.",
    en: "This address does not return an HTML page. Enter the address of the site's home page.",
  },
  robots_blocked: {
    tr: "robots.txt dosyanız tarayıcımızın (SitelensBot) siteyi taramasını engelliyor, bu yüzden puan verilmedi. Engelleyen satırları kaldırın veya SitelensBot için izin verin, sonra yeniden analiz edin.",
    en: "Your robots.txt blocks our crawler (SitelensBot) from the site, so no score was given. Remove the blocking lines or allow SitelensBot, then analyse again.",
  },
  robots_unavailable: {
    tr: "robots.txt dosyanız okunamadı (sunucu hatası veya yanıt yok). Google da robots.txt yanıt verene kadar taramayı durdurur; sunucuyu düzeltip yeniden analiz edin.",
    en: "Your robots.txt could not be read (server error or no answer). Google also stops crawling until robots.txt answers; fix the server and analyse again.",
  },
  internal: {
    tr: "Analiz sırasında beklenmeyen bir hata oluştu. Lütfen yeniden analiz edin.",
    en: "An unexpected error occurred during the analysis. Please analyse again.",
  },
  timeout_total: { tr: "Analiz çok uzun sürdü.", en: "Analysis took too long." },
};

/** A reason the user can act on, for the site's error state (spec §8 Sites and analysis). */
export function analysisErrorReason(error: unknown): Localized {
  if (!(error instanceof ScanError)) return reasons.internal;
  const reason = reasons[error.code];
  if (error.evidence.length === 0) return reason;
  // The exact lines (or answer) let the user fix it without opening robots.txt themselves.
  const evidence = error.evidence.join(" · ");
  return { tr: `${reason.tr} (${evidence})`, en: `${reason.en} (${evidence})` };
}

export const ANALYSIS_TIMEOUT_REASON = reasons.timeout_total;
