import { defineLinkTargetAudit } from "./shared/define-link-target-audit";

export const nonCanonicalLinks = defineLinkTargetAudit(
  {
    id: "non-canonical-links",
    title: { tr: "İç bağlantılar canonical URL'lere gidiyor", en: "Internal links point at canonical URLs" },
    failureTitle: {
      tr: "İç bağlantılar canonical olmayan URL'lere gidiyor",
      en: "Internal links point at non-canonical URLs",
    },
    description: {
      tr: "Canonical'ı başka bir adresi gösteren sayfalara bağlantı vermek çelişkili sinyal yollar. Bağlantıları canonical URL'ye çevirin.",
      en: "Linking to pages that canonicalise elsewhere sends mixed signals. Link to the canonical URL instead.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls",
  },
  (target) => target.canonical !== null && target.canonical !== target.finalUrl,
);
