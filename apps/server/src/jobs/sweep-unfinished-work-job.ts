import { z } from "zod";
import { unfinishedPageAnalyses, unfinishedSiteAnalyses } from "../analysis/unfinished-analyses";
import { unfinishedCompetitorAnalyses } from "../competitors/unfinished-competitor-analyses";
import { unfinishedDeliveries } from "../distribution/unfinished-deliveries";
import { unsentAlertMails, unsentWeeklyReports } from "../monitoring/unfinished-mail-claims";
import { unfinishedVisibilityRuns } from "../visibility/unfinished-visibility-runs";
import { defineJob } from "./define-job";
import { sweepUnfinishedWork } from "./sweep-unfinished-work";

/**
 * Every family whose rows a killed worker can leave non-terminal (decision 167). Backlink checks, rank
 * checks and Google refreshes keep no in-progress row: their retry or the next request starts over.
 */
export const unfinishedWorkFamilies = [
  unfinishedSiteAnalyses,
  unfinishedPageAnalyses,
  unfinishedCompetitorAnalyses,
  unfinishedVisibilityRuns,
  unfinishedDeliveries,
  unsentAlertMails,
  unsentWeeklyReports,
];

/**
 * Every minute and at each worker start: rows whose job is no longer live in pg-boss, or that outlived
 * every attempt, go to their failed state. The queue keeps its first name (it swept analyses only), so
 * schedules stored by earlier versions keep feeding it.
 */
export const sweepUnfinishedWorkJob = defineJob({
  name: "sweep-stale-analyses",
  payload: z.object({}).default({}),
  options: { retryLimit: 0, expireInSeconds: 120 },
  async handle(_payload, context) {
    const givenUp = await sweepUnfinishedWork(context, unfinishedWorkFamilies);
    if (givenUp > 0) context.logger.warn({ givenUp }, "unfinished work given up");
  },
});
