import type { BacklinkFacts } from "../../backlinks/backlink-facts";
import { defineSiteAudit, type MetaInput } from "../define-audit";
import { siteNotApplicable } from "../outcome";
import type { AuditOutcome } from "../types";

/**
 * Off-page facts need data from outside the crawl (links we verified, a provider). With none the
 * audit says so instead of guessing; with some it judges them and names where they came from.
 */
export function defineOffpageAudit(
  input: Omit<MetaInput, "category" | "engines" | "scoreDisplayMode">,
  judge: (facts: BacklinkFacts) => AuditOutcome | null,
) {
  return defineSiteAudit(
    {
      ...input,
      category: "offpage",
      engines: ["google", "bing", "yandex"],
      scoreDisplayMode: "numeric",
      requiredArtifacts: ["BacklinkProvider"],
    },
    (site) => {
      const outcome = site.backlinks ? judge(site.backlinks) : null;
      return (
        outcome ??
        siteNotApplicable({
          tr: "Veri yok: bilinen backlinklerinizi içe aktarıp doğrulayın veya bir backlink sağlayıcısı bağlayın; tahmini sayı gösterilmez.",
          en: "No data: import and verify your known backlinks or connect a backlink provider; no estimated number is shown.",
        })
      );
    },
  );
}

export const FACT_SOURCES = {
  verified: { tr: "doğrulanan bağlantılar", en: "verified links" },
  dataforseo: { tr: "DataForSEO", en: "DataForSEO" },
  moz: { tr: "Moz", en: "Moz" },
} as const;
