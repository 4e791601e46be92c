import { randomUUID } from "node:crypto";
import { runScan, ScanError } from "@sitelens/engine";
import { COMPETITOR_MAX_PAGES } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { ANALYSIS_TIMEOUT_REASON, analysisErrorReason } from "../analysis/analysis-error-reason";
import { scanOptionsFromEnv } from "../analysis/scan-options-from-env";
import { competitorHistory, competitors } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import type { ServerContext } from "../server-context";
import { loadPlanQuotas } from "../usage/load-plan-quotas";

/**
 * Runs the engine on a competitor with the same audits and scoring as the user's site, but a
 * bounded crawl (at most 50 pages, fewer if the plan analyses fewer) and no Lighthouse runs: speed
 * is compared only where both sides were measured. Stores the result and a history row.
 */
export async function runCompetitorAnalysis(
  context: ServerContext,
  target: { competitorId: string; userId: string },
  isFinal: boolean,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = context.database;
  const [competitor] = await db
    .select()
    .from(competitors)
    .where(and(eq(competitors.id, target.competitorId), eq(competitors.userId, target.userId)));
  if (competitor?.status !== "analyzing") return;
  const { capacity } = await loadPlanQuotas(context.database, target.userId);
  const options = scanOptionsFromEnv(context.env);
  try {
    const scan = await runScan({
      url: competitor.url,
      signal,
      options: {
        ...options,
        maxPages: Math.min(
          COMPETITOR_MAX_PAGES,
          capacity.pagesPerAnalysis,
          options.maxPages ?? COMPETITOR_MAX_PAGES,
        ),
        lighthouse: false,
        pagespeedApiKey: undefined,
      },
    });
    const now = new Date();
    await db
      .update(competitors)
      .set({
        status: "completed",
        analysisData: scan,
        lastAnalyzed: now,
        errorReason: null,
        analysisJobId: null,
      })
      .where(eq(competitors.id, competitor.id));
    await db.insert(competitorHistory).values({
      id: randomUUID(),
      competitorId: competitor.id,
      overall: scan.scores.overall === null ? null : Math.round(scan.scores.overall),
      scores: scan.scores,
      pagesCrawled: scan.crawl.pagesCrawled,
      createdAt: now,
    });
  } catch (error) {
    if (!(error instanceof ScanError) && !isFinal) throw error;
    // The last attempt given up by pg-boss (expiry, lost heartbeat) ran out of time.
    const reason = signal?.aborted ? ANALYSIS_TIMEOUT_REASON : analysisErrorReason(error);
    await db
      .update(competitors)
      .set({ status: "error", errorReason: reason, analysisJobId: null })
      .where(eq(competitors.id, competitor.id));
  }
  await publishEvent(context.database, {
    userId: target.userId,
    type: "competitors.updated",
    data: { id: competitor.id, siteId: competitor.siteId },
  });
}
