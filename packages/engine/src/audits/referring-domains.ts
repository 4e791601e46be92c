import { defineOffpageAudit } from "./shared/define-offpage-audit";

export const referringDomains = defineOffpageAudit({
  id: "referring-domains",
  title: { tr: "Yeterli sayıda yönlendiren alan adı var", en: "Enough referring domains" },
  failureTitle: { tr: "Yönlendiren alan adı sayısı düşük", en: "Few referring domains" },
  description: {
    tr: "Farklı alan adlarından gelen bağlantılar, tek siteden gelen çok sayıda bağlantıdan daha değerlidir.",
    en: "Links from many different domains are worth more than many links from one site.",
  },
  learnMore: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide#promote-your-website",
});
