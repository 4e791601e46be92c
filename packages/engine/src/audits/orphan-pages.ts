import { indexLinks } from "../gatherers/site/index-links";
import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome, siteNotApplicable } from "./outcome";

export const orphanPages = defineSiteAudit(
  {
    id: "orphan-pages",
    category: "internalLinks",
    engines: SEARCH_ENGINES,
    title: { tr: "Site haritasındaki sayfalara iç bağlantı var", en: "Sitemap pages receive internal links" },
    failureTitle: {
      tr: "Yetim sayfalar: site haritasında ama iç bağlantısı yok",
      en: "Orphan pages: in the sitemap but never linked",
    },
    description: {
      tr: "Yalnızca site haritasından bilinen sayfalar zayıf görünür ve ziyaretçi bulamaz. Bu sayfalara ilgili sayfalardan bağlantı verin.",
      en: "Pages known only from the sitemap look unimportant and visitors can't find them. Link to them from related pages.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/links-crawlable",
  },
  ({ pages, links, sitemapUrls, startUrl }) => {
    if (sitemapUrls.size === 0) return siteNotApplicable({ tr: "Site haritası yok", en: "No sitemap" });
    const inlinks = indexLinks(links).followedInlinks;
    const candidates = pages.filter(
      (page) => sitemapUrls.has(page.url) && page.status === 200 && page.url !== startUrl,
    );
    return shareOutcome(candidates.map((page) => ({ url: page.url, ok: (inlinks.get(page.url) ?? 0) > 0 })));
  },
);
