import { eq } from "drizzle-orm";
import { competitors } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { analyzeCompetitorJob } from "./analyze-competitor-job";
import type { CompetitorRow } from "./competitor-to-api";

/** Counts one competitor analysis (unless scheduled), marks the competitor analyzing and queues the crawl. */
export async function startCompetitorAnalysis(
  context: ServerContext,
  competitor: CompetitorRow,
  options: { counted: boolean },
): Promise<void> {
  if (options.counted) await consumeUsage(context.database, competitor.userId, "competitor_analyses");
  try {
    await context.database.db
      .update(competitors)
      .set({ status: "analyzing", errorReason: null, analysisStartedAt: new Date() })
      .where(eq(competitors.id, competitor.id));
    const jobId = await enqueueJob(
      context.boss,
      analyzeCompetitorJob,
      { competitorId: competitor.id, userId: competitor.userId },
      { singletonKey: `analyze-competitor:${competitor.id}` },
    );
    // null: the singleton's job is still queued and keeps the id it recorded.
    if (jobId)
      await context.database.db
        .update(competitors)
        .set({ analysisJobId: jobId })
        .where(eq(competitors.id, competitor.id));
  } catch (error) {
    if (options.counted) await refundUsage(context.database, competitor.userId, "competitor_analyses");
    throw error;
  }
}
