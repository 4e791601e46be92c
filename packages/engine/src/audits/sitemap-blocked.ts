import { defineSitemapAudit } from "./shared/define-sitemap-audit";

export const sitemapBlocked = defineSitemapAudit(
  {
    id: "sitemap-blocked",
    title: {
      tr: "Site haritası URL'leri robots.txt ile engellenmiyor",
      en: "Sitemap URLs are not blocked by robots.txt",
    },
    failureTitle: {
      tr: "Site haritasındaki URL'ler robots.txt ile engelli",
      en: "Sitemap URLs are blocked by robots.txt",
    },
    description: {
      tr: "robots.txt'nin engellediği URL'leri site haritasına koymak çelişkili bir sinyaldir. Engeli kaldırın veya URL'yi haritadan çıkarın.",
      en: "Listing URLs that robots.txt blocks sends mixed signals. Lift the block or remove the URL from the sitemap.",
    },
  },
  (url, _record, site) => (site.robots.isAllowed(url, "Googlebot") ? null : { blockedFor: "Googlebot" }),
  false,
);
