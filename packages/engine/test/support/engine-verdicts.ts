import { runScan } from "../../src/run/run-scan";
import { ScanError } from "../../src/run/scan-error";
import { SHARED_AUDITS } from "../fixtures/real-pages/serve-real-pages";

/**
 * Our verdicts on the audits shared with Lighthouse for one served page, from a full one-page scan (Lighthouse
 * off): 0 fails, 1 does not fail; or the reason the engine refused the page (counted as disagreeing everywhere).
 */
export async function engineVerdicts(url: string): Promise<Record<string, number> | string> {
  const result = await runScan({
    url,
    options: { lighthouse: false, allowPrivateNetworks: true, maxPages: 1 },
  }).catch((error: unknown) => {
    if (error instanceof ScanError) return error.message;
    throw error;
  });
  if (typeof result === "string") return result;
  const failing = new Set(result.pages.find((entry) => entry.url === url)?.failingAudits ?? []);
  const robots = result.audits.find((audit) => audit.id === "robots-txt");
  if ((robots?.score ?? 1) < 0.9) failing.add("robots-txt");
  return Object.fromEntries(SHARED_AUDITS.map((id) => [id, failing.has(id) ? 0 : 1]));
}
