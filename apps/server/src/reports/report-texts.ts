import type { ScanCategory } from "@sitelens/shared";
import type { Language } from "../http/language";

const texts = {
  tr: {
    title: "SEO ve Yapay Zekâ Görünürlük Raporu",
    generated: "Oluşturulma",
    lastAnalyzed: "Son analiz",
    overall: "Genel puan",
    searchEngines: "Arama motorları",
    aiEngines: "Yapay zekâ motorları (hazırlık tahmini)",
    categories: "Kategori puanları",
    categoryDetails: "Kategori ayrıntıları",
    passed: "Geçti",
    failed: "Başarısız",
    audits: "denetim",
    tasks: "Görevler (önceliğe göre)",
    priority: { high: "Yüksek öncelik", medium: "Orta öncelik", low: "Düşük öncelik" },
    impact: "Etki",
    affected: "Etkilenen sayfa",
    noTasks: "Açık görev yok.",
    engines: "Motor bazında görünürlük",
    aio: "AIO analizi: yapay zekâ botları ve llms.txt",
    bot: "Bot",
    purpose: "Amaç",
    access: "Erişim",
    allowed: "İzinli",
    blocked: "Engelli",
    purposes: { search: "Arama", retrieval: "Anlık erişim", training: "Eğitim" },
    llmsPresent: "llms.txt mevcut",
    llmsMissing: "llms.txt bulunamadı",
    llmsLinks: "bağlantı",
    pages: "Taranan sayfa",
    notAnalyzed: "Bu site henüz analiz edilmedi.",
    page: "Sayfa",
  },
  en: {
    title: "SEO and AI Visibility Report",
    generated: "Generated",
    lastAnalyzed: "Last analysed",
    overall: "Overall score",
    searchEngines: "Search engines",
    aiEngines: "AI engines (readiness estimate)",
    categories: "Category scores",
    categoryDetails: "Category details",
    passed: "Passed",
    failed: "Failed",
    audits: "audits",
    tasks: "Tasks by priority",
    priority: { high: "High priority", medium: "Medium priority", low: "Low priority" },
    impact: "Impact",
    affected: "Affected pages",
    noTasks: "No open tasks.",
    engines: "Visibility per engine",
    aio: "AIO analysis: AI bots and llms.txt",
    bot: "Bot",
    purpose: "Purpose",
    access: "Access",
    allowed: "Allowed",
    blocked: "Blocked",
    purposes: { search: "Search", retrieval: "Retrieval", training: "Training" },
    llmsPresent: "llms.txt present",
    llmsMissing: "llms.txt not found",
    llmsLinks: "links",
    pages: "Pages crawled",
    notAnalyzed: "This site has not been analysed yet.",
    page: "Page",
  },
};

export const CATEGORY_NAMES: Record<ScanCategory, Record<Language, string>> = {
  technical: { tr: "Teknik SEO", en: "Technical SEO" },
  content: { tr: "İçerik", en: "Content" },
  ux: { tr: "Kullanıcı deneyimi", en: "User experience" },
  offpage: { tr: "Sayfa dışı", en: "Off-page" },
  speedMobile: { tr: "Mobil hız", en: "Mobile speed" },
  speedDesktop: { tr: "Masaüstü hız", en: "Desktop speed" },
  internalLinks: { tr: "İç bağlantılar", en: "Internal links" },
  aio: { tr: "Yapay zekâ optimizasyonu (AIO)", en: "AI optimisation (AIO)" },
};

export const ENGINE_NAMES = {
  google: "Google",
  bing: "Bing",
  yandex: "Yandex",
  chatgpt: "ChatGPT",
  gemini: "Gemini",
  grok: "Grok",
} as const;

export type ReportTexts = (typeof texts)["en"];

export function reportTexts(language: Language): ReportTexts {
  return texts[language];
}
