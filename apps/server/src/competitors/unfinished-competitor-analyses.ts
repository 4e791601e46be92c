import { and, eq, lt } from "drizzle-orm";
import { ANALYSIS_TIMEOUT_REASON } from "../analysis/analysis-error-reason";
import { competitors } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { unfinishedWork } from "../jobs/unfinished-work";
import { analyzeCompetitorJob } from "./analyze-competitor-job";

/**
 * A competitor still `analyzing` whose job has ended goes to error ('Analysis took too long'), so
 * re-analysis and the weekly sweep (both skip `analyzing`) take it again.
 */
export const unfinishedCompetitorAnalyses = unfinishedWork({
  job: analyzeCompetitorJob,
  ownedByJob: true,
  find: (database, startedBefore) =>
    database.db
      .select({
        id: competitors.id,
        userId: competitors.userId,
        siteId: competitors.siteId,
        jobId: competitors.analysisJobId,
        startedAt: competitors.analysisStartedAt,
      })
      .from(competitors)
      .where(and(eq(competitors.status, "analyzing"), lt(competitors.analysisStartedAt, startedBefore))),
  async giveUp({ database }, competitor) {
    const updated = await database.db
      .update(competitors)
      .set({ status: "error", errorReason: ANALYSIS_TIMEOUT_REASON, analysisJobId: null })
      .where(and(eq(competitors.id, competitor.id), eq(competitors.status, "analyzing")))
      .returning({ id: competitors.id });
    if (updated.length === 0) return;
    await publishEvent(database, {
      userId: competitor.userId,
      type: "competitors.updated",
      data: { id: competitor.id, siteId: competitor.siteId },
    });
  },
});
