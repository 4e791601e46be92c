import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";

const MAX_DEPTH = 4;

export const clickDepth = defineSiteAudit(
  {
    id: "click-depth",
    category: "internalLinks",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Sayfalar ana sayfadan en fazla 4 tıklama uzakta",
      en: "Pages are within 4 clicks of the home page",
    },
    failureTitle: {
      tr: "Bazı sayfalar 4 tıklamadan daha derinde",
      en: "Some pages are deeper than 4 clicks",
    },
    description: {
      tr: "Derindeki sayfalar daha seyrek taranır ve daha az değer görür. Önemli sayfalara menüden, kategori sayfalarından veya ilgili içerikten bağlantı verin.",
      en: "Deep pages are crawled less often and look less important. Link to key pages from navigation, category pages or related content.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  ({ pages }) =>
    shareOutcome(
      pages
        .filter((page) => page.isHtml && page.status === 200 && page.clickDepth !== null)
        .map((page) => ({
          url: page.url,
          ok: (page.clickDepth ?? 0) <= MAX_DEPTH,
          detail: { url: page.url, depth: page.clickDepth },
        })),
    ),
);
