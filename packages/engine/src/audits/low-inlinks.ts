import { indexLinks } from "../gatherers/site/index-links";
import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";

export const lowInlinks = defineSiteAudit(
  {
    id: "low-inlinks",
    category: "internalLinks",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Sayfalar birden fazla iç bağlantı alıyor",
      en: "Pages receive more than one internal link",
    },
    failureTitle: {
      tr: "Yalnızca tek iç bağlantı alan sayfalar var",
      en: "Some pages receive only one internal link",
    },
    description: {
      tr: "Tek bir bağlantıyla ulaşılan sayfalar kolayca yetim kalır ve az değer görür. İlgili sayfalardan ek bağlantılar verin.",
      en: "Pages reached through a single link easily become orphans and look unimportant. Add links from related pages.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  ({ pages, links, startUrl }) => {
    const inlinks = indexLinks(links).followedInlinks;
    const candidates = pages.filter(
      (page) => page.isHtml && page.status === 200 && !page.redirected && page.url !== startUrl,
    );
    return shareOutcome(
      candidates
        .filter((page) => (inlinks.get(page.url) ?? 0) > 0)
        .map((page) => ({
          url: page.url,
          ok: (inlinks.get(page.url) ?? 0) > 1,
          detail: { url: page.url, inlinks: inlinks.get(page.url) ?? 0 },
        })),
    );
  },
);
