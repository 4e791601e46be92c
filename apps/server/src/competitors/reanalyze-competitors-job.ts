import { and, eq, lt, or } from "drizzle-orm";
import { z } from "zod";
import { competitors } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { loadPlanLimits } from "../plans-limits/load-plan-limits";
import type { ServerContext } from "../server-context";
import { startCompetitorAnalysis } from "./start-competitor-analysis";

/** Competitors move slowly and each run crawls up to 50 of their pages: a weekly look is enough. */
const PERIOD_MS = 7 * 24 * 3_600_000;

/**
 * Daily sweep: competitors last analysed (or last failed) over a week ago are analysed again,
 * without counting against the quota, as long as their owner still has the tools.
 */
export async function reanalyzeDueCompetitors(context: ServerContext, now = new Date()): Promise<number> {
  const due = await context.database.db
    .select()
    .from(competitors)
    .where(
      and(
        or(eq(competitors.status, "completed"), eq(competitors.status, "error")),
        lt(competitors.analysisStartedAt, new Date(now.getTime() - PERIOD_MS)),
      ),
    );
  let queued = 0;
  for (const competitor of due) {
    const limits = await loadPlanLimits(context.database, competitor.userId, now);
    if (!limits.canAccessFeatures) continue;
    await startCompetitorAnalysis(context, competitor, { counted: false });
    queued += 1;
  }
  return queued;
}

export const reanalyzeCompetitorsJob = defineJob({
  name: "reanalyze-competitors",
  payload: z.object({}).default({}),
  options: { retryLimit: 0, expireInSeconds: 600 },
  async handle(_payload, context) {
    await reanalyzeDueCompetitors(context);
  },
});
