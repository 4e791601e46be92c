import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { siteCheck } from "./outcome";

export const sitemapInRobots = defineSiteAudit(
  {
    id: "sitemap-in-robots",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "robots.txt site haritasını belirtiyor", en: "robots.txt references the sitemap" },
    failureTitle: {
      tr: "robots.txt site haritasını belirtmiyor",
      en: "robots.txt does not reference a sitemap",
    },
    description: {
      tr: "robots.txt içindeki `Sitemap:` satırı, Bing ve Yandex dahil tüm arama motorlarının site haritasını bulmasını sağlar.",
      en: "A `Sitemap:` line in robots.txt lets every engine, Bing and Yandex included, find the sitemap.",
    },
    learnMore:
      "https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap#addsitemap",
  },
  ({ robots }) => siteCheck(robots.sitemaps.length > 0, [{ url: robots.url }]),
);
