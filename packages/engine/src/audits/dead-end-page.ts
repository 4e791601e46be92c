import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const deadEndPage = defineHtmlAudit(
  {
    id: "dead-end-page",
    category: "internalLinks",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfa başka iç sayfalara bağlantı veriyor", en: "Page links on to other internal pages" },
    failureTitle: { tr: "Çıkmaz sayfa: hiç iç bağlantı yok", en: "Dead-end page: no internal links" },
    description: {
      tr: "İç bağlantısı olmayan sayfalar ziyaretçiyi ve tarayıcıyı sitede ilerletmez. Menü, ilgili içerik veya içerik içi bağlantılar ekleyin.",
      en: "Pages without internal links lead visitors and crawlers nowhere. Add navigation, related content or in-text links.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  (html, page) =>
    page.status !== 200
      ? notApplicable
      : check(
          html.links.some((link) => link.internal && link.href !== page.finalUrl),
          [{ url: page.url }],
        ),
);
