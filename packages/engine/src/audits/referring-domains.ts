import { defineOffpageAudit, FACT_SOURCES } from "./shared/define-offpage-audit";

/** Links from twenty different domains is a solid base for a small site. */
const SOLID_DOMAINS = 20;

export const referringDomains = defineOffpageAudit(
  {
    id: "referring-domains",
    title: { tr: "Yeterli sayıda yönlendiren alan adı var", en: "Enough referring domains" },
    failureTitle: { tr: "Yönlendiren alan adı sayısı düşük", en: "Few referring domains" },
    description: {
      tr: "Farklı alan adlarından gelen bağlantılar, tek siteden gelen çok sayıda bağlantıdan daha değerlidir.",
      en: "Links from many different domains are worth more than many links from one site.",
    },
    learnMore:
      "https://developers.google.com/search/docs/fundamentals/seo-starter-guide#promote-your-website",
  },
  (facts) => {
    if (facts.activeLinks + facts.lostLinks === 0) return null;
    const source = FACT_SOURCES[facts.source];
    return {
      score: Math.min(1, facts.referringDomains / SOLID_DOMAINS),
      displayValue: {
        tr: `${facts.referringDomains} yönlendiren alan adı (${source.tr})`,
        en: `${facts.referringDomains} referring domains (${source.en})`,
      },
    };
  },
);
