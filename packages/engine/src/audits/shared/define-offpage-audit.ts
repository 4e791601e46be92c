import { defineSiteAudit, type MetaInput } from "../define-audit";
import { siteNotApplicable } from "../outcome";

/** Off-page facts need an external data provider; until one is connected the audit says so instead of guessing. */
export function defineOffpageAudit(input: Omit<MetaInput, "category" | "engines" | "scoreDisplayMode">) {
  return defineSiteAudit(
    {
      ...input,
      category: "offpage",
      engines: ["google", "bing", "yandex"],
      scoreDisplayMode: "notApplicable",
      requiredArtifacts: ["BacklinkProvider"],
    },
    () =>
      siteNotApplicable({
        tr: "Bir backlink veri sağlayıcısı bağlayın; tahmini sayı gösterilmez.",
        en: "Connect a backlink provider; no estimated number is shown.",
      }),
  );
}
