// Relative, not the package name: see metric-texts.ts.
import { numberFormats } from "../../../shared/src/text/format-numbers";
import { defineOffpageAudit } from "./shared/define-offpage-audit";

export const domainAuthority = defineOffpageAudit(
  {
    id: "domain-authority",
    title: { tr: "Alan adı otoritesi yeterli", en: "Domain authority is adequate" },
    failureTitle: { tr: "Alan adı otoritesi düşük", en: "Domain authority is low" },
    description: {
      tr: "DA/DR gibi üçüncü taraf ölçüler bağlantı profilinin gücünü özetler; değer, ölçeğin adıyla gösterilir (ör. Open PageRank 0–10).",
      en: "Third-party measures such as DA/DR summarise link strength; the value is shown with its scale's name (e.g. Open PageRank 0–10).",
    },
    learnMore:
      "https://developers.google.com/search/docs/fundamentals/seo-starter-guide#promote-your-website",
  },
  (facts) => {
    if (!facts.authority) return null;
    const { value, max, scale } = facts.authority;
    const shown = (language: "tr" | "en") => numberFormats(language).number(Math.round(value * 10) / 10, 1);
    return {
      score: Math.max(0, Math.min(1, value / max)),
      displayValue: { tr: `${scale}: ${shown("tr")}`, en: `${scale}: ${shown("en")}` },
    };
  },
);
