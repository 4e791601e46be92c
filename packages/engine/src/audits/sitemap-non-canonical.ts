import { defineSitemapAudit } from "./shared/define-sitemap-audit";

export const sitemapNonCanonical = defineSitemapAudit(
  {
    id: "sitemap-non-canonical",
    title: {
      tr: "Site haritası yalnızca canonical URL'leri içeriyor",
      en: "Sitemap lists canonical URLs only",
    },
    failureTitle: {
      tr: "Site haritasında canonical olmayan URL'ler var",
      en: "Sitemap lists non-canonical URLs",
    },
    description: {
      tr: "Canonical'ı başka bir URL'yi gösteren sayfalar site haritasında olmamalıdır. Yerine canonical URL'yi yazın.",
      en: "Pages whose canonical points elsewhere should not be in the sitemap. List the canonical URL instead.",
    },
  },
  (_url, record) =>
    record?.canonical && record.canonical !== record.finalUrl ? { canonical: record.canonical } : null,
);
