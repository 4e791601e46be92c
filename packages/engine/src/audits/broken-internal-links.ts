import { defineLinkTargetAudit } from "./shared/define-link-target-audit";

export const brokenInternalLinks = defineLinkTargetAudit(
  {
    id: "broken-internal-links",
    taskCategory: "technical",
    title: { tr: "Kırık iç bağlantı yok", en: "No broken internal links" },
    failureTitle: { tr: "Kırık iç bağlantılar var", en: "Broken internal links found" },
    description: {
      tr: "Hata veren sayfalara giden bağlantılar ziyaretçiyi ve tarama bütçesini boşa harcar. Bağlantıyı düzeltin veya kaldırın.",
      en: "Links to erroring pages waste visitors' time and crawl budget. Fix or remove them.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  (target) =>
    !target.blockedByRobots && (target.status >= 400 || (target.status === 0 && target.errorCode !== null)),
);
