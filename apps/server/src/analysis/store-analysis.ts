import { randomUUID } from "node:crypto";
import type { ScanResult } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { historicalData, sites } from "../db/schema";
import type { SiteRow } from "../sites/site-to-api";
import { siteScoresFromScan } from "./site-scores-from-scan";
import { storeScanPages } from "./store-scan-pages";
import { storeScanTasks } from "./store-scan-tasks";

/**
 * Saves a finished scan in one transaction: the site's scores (the old overall score moved to
 * previous_score), its ScanResult, pages, tasks and a history row (marked when the schedule started it). Returns the tasks it created,
 * or null (nothing written) when the attempt is no longer the site's current one.
 */
export async function storeAnalysis(
  database: Database,
  site: SiteRow & { attemptId: string },
  scan: ScanResult,
  scheduled = false,
) {
  const now = new Date();
  const scores = siteScoresFromScan(scan);
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .update(sites)
      .set({
        ...scores,
        // https:// got no answer and http:// did: the site's address is the one that works.
        ...(scan.schemeFallback ? { url: site.url.replace(/^https:/, "http:") } : {}),
        status: "completed",
        previousScore: site.lastAnalyzed ? site.overallScore : null,
        lastAnalyzed: now,
        analysisData: scan,
        errorReason: null,
        progress: null,
        analysisJobId: null,
        analysisAttemptId: null,
      })
      .where(
        and(
          eq(sites.id, site.id),
          eq(sites.status, "analyzing"),
          eq(sites.analysisAttemptId, site.attemptId),
        ),
      )
      .returning({ id: sites.id });
    if (claimed.length === 0) return null;
    await storeScanPages(tx, site.id, scan, now);
    const tasks = await storeScanTasks(tx, { userId: site.userId, siteId: site.id }, scan, now);
    await tx.insert(historicalData).values({
      id: randomUUID(),
      siteId: site.id,
      overall: scores.overallScore,
      google: scores.googleSeo,
      bing: scores.bingSeo,
      yandex: scores.yandexSeo,
      chatgpt: scores.chatgptVisibility,
      gemini: scores.geminiVisibility,
      grok: scores.grokVisibility,
      categories: scan.scores.categories,
      scheduled,
      createdAt: now,
    });
    return { scores, createdTasks: tasks.created, reopenedTasks: tasks.reopened };
  });
}
