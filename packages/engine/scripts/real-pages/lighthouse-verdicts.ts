import lighthouse, { type Flags } from "lighthouse";
import { SHARED_AUDITS } from "../../test/fixtures/real-pages/serve-real-pages";

export type Verdict = number | null | "error";

/**
 * Lighthouse's verdicts on one page for the shared SEO audits: 1 (pass), 0 (fail), null (not applicable) or
 * "error" when Lighthouse could not judge (an audit error, or robots.txt not downloaded: a fault of the loaded
 * test machine, not of the page). `port` is the debugging port of an already running Chromium; `settings` override Lighthouse's (pages without
 * scripts need no quiet windows after load).
 */
export async function lighthouseVerdicts(url: string, port: number, settings: Flags = {}) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    // Only the shared audits and the gatherers they need; the verdicts are the same as in the SEO category.
    onlyAudits: [...SHARED_AUDITS],
    // Verdicts of the SEO audits do not depend on timing: no throttling, no screenshots, a bounded load wait.
    throttlingMethod: "provide",
    disableFullPageScreenshot: true,
    maxWaitForLoad: 20_000,
    ...settings,
  });
  const audits = result?.lhr.audits ?? {};
  const verdicts: Record<string, Verdict> = Object.fromEntries(
    SHARED_AUDITS.map((id) => {
      const audit = audits[id];
      const unreachable = id === "robots-txt" && /unable to download/i.test(String(audit?.explanation ?? ""));
      if (!audit || audit.scoreDisplayMode === "error" || unreachable) return [id, "error"];
      const score = audit.scoreDisplayMode === "notApplicable" ? null : audit.score;
      return [id, score === null ? null : score >= 0.9 ? 1 : 0];
    }),
  );
  return { version: result?.lhr.lighthouseVersion ?? "", verdicts };
}
