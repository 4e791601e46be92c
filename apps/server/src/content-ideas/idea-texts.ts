import type { ContentType } from "@sitelens/shared";

type Language = "tr" | "en";
const capitalize = (text: string, language: Language) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

const TITLES: Record<ContentType, Record<Language, (topic: string) => string>> = {
  guide: { tr: (k) => `${k}: Kapsamlı Rehber`, en: (k) => `${k}: The Complete Guide` },
  list: { tr: (k) => `${k}: Karşılaştırmalı Liste`, en: (k) => `${k}: A Ranked List` },
  comparison: {
    tr: (k) => `${k}: Farklar ve Hangisi Size Uygun?`,
    en: (k) => `${k}: Differences and Which to Choose`,
  },
  faq: { tr: (k) => `${k} Hakkında Sık Sorulan Sorular`, en: (k) => `${k}: Frequently Asked Questions` },
  case_study: { tr: (k) => `${k}: Gerçek Bir Uygulama Örneği`, en: (k) => `${k}: A Case Study` },
  news: { tr: (k) => `${k}: Son Gelişmeler`, en: (k) => `${k}: What's New` },
};

/** A rule-made title: a question stays the question; other keywords get the type's pattern. */
export function ruleTitle(type: ContentType, keyword: string, language: Language, question: boolean) {
  const topic = capitalize(keyword, language);
  if (question && type === "guide") return topic.endsWith("?") ? topic : `${topic}?`;
  return TITLES[type][language](topic);
}

export type StrategyBasis =
  | { reason: "striking_distance"; position: number; impressions: number }
  | { reason: "content_gap" | "question" | "people_also_ask" | "suggestion" | "site_topic" };

const NOTES: Record<StrategyBasis["reason"], Record<Language, (values: Record<string, string>) => string>> = {
  striking_distance: {
    tr: (v) =>
      `Search Console'a göre son 28 günde bu sorguda ortalama ${v.position}. sıradasınız (${v.impressions} gösterim). Sıralanan sayfayı bu başlıkla genişletin ve soruları yanıtlayın: ilk sayfaya çıkmak en ucuz kazançtır.`,
    en: (v) =>
      `Search Console puts you at an average position of ${v.position} for this query over the last 28 days (${v.impressions} impressions). Expand the ranking page under this title and answer the questions: reaching page one is the cheapest win.`,
  },
  content_gap: {
    tr: () =>
      "Sitenizin analiz edilen sayfalarında bu konu yok, ama aramalarda geçiyor. Yeni bir sayfa açın ve ilgili sayfalarınızdan bu sayfaya bağlantı verin.",
    en: () =>
      "None of your analysed pages covers this topic, yet people search for it. Publish a new page and link to it from your related pages.",
  },
  question: {
    tr: () =>
      "İnsanlar bunu arama kutusunda soruyor. İlk paragrafta kısa ve doğrudan yanıt verin (öne çıkan snippet ve yapay zekâ yanıtları için), sonra ayrıntılandırın; sorular için FAQPage şeması ekleyin.",
    en: () =>
      "People type this question into the search box. Answer it directly in the first paragraph (for featured snippets and AI answers), then go deeper; add FAQPage markup for the questions.",
  },
  people_also_ask: {
    tr: () =>
      'Google bu soruyu sonuç sayfasında "Diğer kullanıcılar şunları da sordu" kutusunda gösteriyor. Soruyu ara başlık yapın ve hemen altında 40–60 kelimelik bir yanıt verin.',
    en: () =>
      'Google shows this question in the results page\'s "People also ask" box. Use it as a subheading and answer it in 40–60 words right below.',
  },
  suggestion: {
    tr: () =>
      "Otomatik tamamlama bu aramayı öneriyor: talep var. Arama niyetine uygun biçimde yazın ve sitenizin ilgili sayfalarına bağlantı verin.",
    en: () =>
      "Autocomplete suggests this search, so there is demand. Write for its search intent and link to your related pages.",
  },
  site_topic: {
    tr: () =>
      "Bu, sitenizin ana konularından biri. Kendi deneyiminizden ölçülebilir sonuçlar paylaşın: rakiplerin kopyalayamayacağı, güven veren içerik budur.",
    en: () =>
      "This is one of your site's main topics. Share measurable results from your own work: content competitors cannot copy and that earns trust.",
  },
};

/** The rule-made SEO strategy note in the user's language. */
export function ruleStrategy(basis: StrategyBasis, language: Language): string {
  const values: Record<string, string> =
    basis.reason === "striking_distance"
      ? {
          position: basis.position.toLocaleString(language),
          impressions: basis.impressions.toLocaleString(language),
        }
      : {};
  return NOTES[basis.reason][language](values);
}
