import type { ScanResult } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { siteScoresFromScan } from "./site-scores-from-scan";

/**
 * Shows the crawl's findings and scores while Lighthouse still measures: the site stays `analyzing`
 * (progress goes on) but its row carries the first result (speed "measuring"). storeAnalysis replaces
 * it with the final result, moving the score of the analysis before this one to previous_score.
 * Written only while the attempt is still the site's current one; tasks and history wait for the end.
 */
export async function storeFirstResult(
  database: Database,
  site: { id: string; userId: string; url: string; attemptId: string },
  scan: ScanResult,
): Promise<boolean> {
  const updated = await database.db
    .update(sites)
    .set({
      ...siteScoresFromScan(scan),
      ...(scan.schemeFallback ? { url: site.url.replace(/^https:/, "http:") } : {}),
      analysisData: scan,
      lastAnalyzed: new Date(),
    })
    .where(
      and(eq(sites.id, site.id), eq(sites.status, "analyzing"), eq(sites.analysisAttemptId, site.attemptId)),
    )
    .returning({ id: sites.id });
  if (updated.length === 0) return false;
  await publishEvent(database, {
    userId: site.userId,
    type: "site.updated",
    data: { id: site.id, status: "analyzing", firstResult: true },
  });
  return true;
}
