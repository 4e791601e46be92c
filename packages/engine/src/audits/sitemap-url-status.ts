import { defineSitemapAudit } from "./shared/define-sitemap-audit";

export const sitemapUrlStatus = defineSitemapAudit(
  {
    id: "sitemap-url-status",
    title: {
      tr: "Site haritasındaki URL'ler doğrudan 200 döndürüyor",
      en: "Sitemap URLs return 200 directly",
    },
    failureTitle: {
      tr: "Site haritasında hatalı veya yönlendirilen URL'ler var",
      en: "Sitemap lists erroring or redirected URLs",
    },
    description: {
      tr: "Site haritası yalnızca doğrudan 200 döndüren son URL'leri içermelidir. Hatalı URL'leri çıkarın, yönlendirilenleri hedef URL ile değiştirin.",
      en: "A sitemap should list only final URLs that answer 200 directly. Remove erroring URLs and replace redirected ones with their targets.",
    },
  },
  (_url, record) =>
    record && (record.status !== 200 || record.redirected)
      ? { status: record.status, redirectsTo: record.redirected ? record.finalUrl : null }
      : null,
);
