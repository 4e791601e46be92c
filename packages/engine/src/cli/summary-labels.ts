import type { ScanCategory } from "@sitelens/shared/scan-result";
import type { Localized } from "../i18n/localized";
import type { Language } from "./parse-cli-args";

export const CATEGORY_LABELS: Record<ScanCategory, Localized> = {
  technical: { tr: "Teknik SEO", en: "Technical SEO" },
  content: { tr: "İçerik", en: "Content" },
  ux: { tr: "Kullanıcı deneyimi ve mobil", en: "UX and mobile" },
  offpage: { tr: "Site dışı", en: "Off-page" },
  speedMobile: { tr: "Hız (mobil)", en: "Speed (mobile)" },
  speedDesktop: { tr: "Hız (masaüstü)", en: "Speed (desktop)" },
  internalLinks: { tr: "İç bağlantılar", en: "Internal links" },
  aio: { tr: "Yapay zekâ görünürlüğü (AIO)", en: "AI visibility (AIO)" },
};

export const TEXT = {
  title: { tr: "Sitelens analizi", en: "Sitelens audit" },
  pages: { tr: "Taranan sayfa", en: "Pages crawled" },
  stopped: {
    done: { tr: "tamamlandı", en: "complete" },
    "max-pages": { tr: "sayfa sınırına ulaşıldı", en: "page limit reached" },
    aborted: { tr: "durduruldu", en: "stopped" },
  },
  overall: { tr: "Genel puan", en: "Overall score" },
  categories: { tr: "Kategoriler", en: "Categories" },
  engines: { tr: "Arama motorları", en: "Search engines" },
  ai: { tr: "Yapay zekâ hazırlığı (tahmin)", en: "AI readiness (estimate)" },
  speed: { tr: "Sayfa hızı", en: "Page speed" },
  speedUnavailable: { tr: "ölçülemedi", en: "unavailable" },
  tasks: { tr: "Öncelikli görevler", en: "Top tasks" },
  noTasks: { tr: "Açık görev yok.", en: "No open tasks." },
  pagesAffected: { tr: "sayfa", en: "pages" },
  notApplicable: { tr: "yok", en: "n/a" },
  priority: {
    high: { tr: "yüksek", en: "high" },
    medium: { tr: "orta", en: "medium" },
    low: { tr: "düşük", en: "low" },
  },
} as const;

export function say(text: Localized, lang: Language): string {
  return text[lang];
}
