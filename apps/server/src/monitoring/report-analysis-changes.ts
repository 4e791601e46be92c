import { randomUUID } from "node:crypto";
import type { Localized, ScanResult } from "@sitelens/shared";
import { analysisComparisons } from "../db/schema";
import type { ServerContext } from "../server-context";
import { compareScans } from "./compare-scans";
import { notifyAnalysisChanges } from "./notify-analysis-changes";

/**
 * After an analysis (or a failed one: the site unreachable), stores what changed since the
 * previous analysis and tells the user. The first analysis has nothing to compare with. Never
 * throws: the analysis itself is stored, and a retry would not run this again.
 */
export async function reportAnalysisChanges(
  context: Pick<ServerContext, "env" | "database" | "logger" | "boss">,
  site: {
    id: string;
    userId: string;
    name: string;
    analysisData: ScanResult | null;
    lastAnalyzed: Date | null;
  },
  outcome: { scan: ScanResult } | { unreachable: Localized },
  details: { scheduled: boolean; createdTasks?: { id: string; title: Localized; priority?: string }[] },
): Promise<void> {
  try {
    const previous = site.lastAnalyzed ? site.analysisData : null;
    const comparison = previous
      ? compareScans(previous, "scan" in outcome ? outcome.scan : outcome, details.scheduled)
      : null;
    if (comparison)
      await context.database.db
        .insert(analysisComparisons)
        .values({ id: randomUUID(), siteId: site.id, data: comparison });
    await notifyAnalysisChanges(context, site, comparison, details.createdTasks ?? []);
  } catch (error) {
    context.logger.error({ err: error, siteId: site.id }, "analysis changes not reported");
  }
}
