import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { siteCheck } from "./outcome";

export const sitemap = defineSiteAudit(
  {
    id: "sitemap",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Geçerli bir XML site haritası var", en: "A valid XML sitemap exists" },
    failureTitle: { tr: "Geçerli bir XML site haritası yok", en: "No valid XML sitemap found" },
    description: {
      tr: "Site haritası, arama motorlarına dizinlenmesini istediğiniz tüm URL'leri bildirir. /sitemap.xml oluşturun ve robots.txt'de `Sitemap:` satırıyla belirtin.",
      en: "A sitemap lists every URL you want indexed. Publish /sitemap.xml and reference it with a `Sitemap:` line in robots.txt.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/sitemaps/overview",
  },
  ({ sitemaps }) => {
    const valid = sitemaps.filter(
      (doc) => doc.kind !== "invalid" && doc.fetch.status >= 200 && doc.fetch.status < 300,
    );
    const broken = sitemaps.filter((doc) => !valid.includes(doc));
    return siteCheck(
      valid.length > 0 && broken.length === 0,
      broken.map((doc) => ({ url: doc.url, status: doc.fetch.status, problem: doc.parseError })),
      { tr: `${valid.length} geçerli site haritası`, en: `${valid.length} valid sitemap(s)` },
    );
  },
);
