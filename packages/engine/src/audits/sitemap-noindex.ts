import { defineSitemapAudit } from "./shared/define-sitemap-audit";

export const sitemapNoindex = defineSitemapAudit(
  {
    id: "sitemap-noindex",
    title: { tr: "Site haritasında noindex sayfa yok", en: "Sitemap has no noindex pages" },
    failureTitle: { tr: "Site haritasında noindex sayfalar var", en: "Sitemap lists noindex pages" },
    description: {
      tr: 'Site haritası "bunu dizinle", noindex ise "dizinleme" der. Çelişkiyi giderin: ya noindex\'i kaldırın ya URL\'yi site haritasından çıkarın.',
      en: 'A sitemap says "index this" while noindex says "don\'t". Resolve it: drop the noindex or remove the URL from the sitemap.',
    },
  },
  (_url, record) => (record?.noindex ? { noindex: true } : null),
);
