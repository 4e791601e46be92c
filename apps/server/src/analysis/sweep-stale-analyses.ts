import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { sites } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { ANALYSIS_TIMEOUT_REASON } from "./analysis-error-reason";
import { analyzeSiteJob } from "./analyze-site-job";
import { markAnalysisFailed } from "./mark-analysis-failed";

const GRACE_MS = 60_000;
const { expireInSeconds, retryLimit, retryDelaySeconds } = analyzeSiteJob.options;
/** Every attempt allowed to run to its expiry, the waits between them, and a margin. */
const BUDGET_MS = ((expireInSeconds + retryDelaySeconds) * (retryLimit + 1) + 300) * 1000;
const LIVE_STATES = new Set(["created", "retry", "active"]);

/**
 * Every minute: a site still `analyzing` whose job has ended (failed for good, or its worker died
 * and it was given up) or that has outlived every attempt goes to `error` ('Analysis took too long').
 */
export const sweepStaleAnalysesJob = defineJob({
  name: "sweep-stale-analyses",
  payload: z.object({}).default({}),
  options: { retryLimit: 0, expireInSeconds: 120 },
  async handle(_payload, context) {
    const { database, boss } = context;
    const now = Date.now();
    const candidates = await database.db
      .select({
        id: sites.id,
        userId: sites.userId,
        name: sites.name,
        jobId: sites.analysisJobId,
        startedAt: sites.analysisStartedAt,
      })
      .from(sites)
      .where(and(eq(sites.status, "analyzing"), lt(sites.analysisStartedAt, new Date(now - GRACE_MS))));
    for (const site of candidates) {
      const job = site.jobId ? await boss.getJobById(analyzeSiteJob.name, site.jobId) : null;
      const jobEnded = !job || !LIVE_STATES.has(job.state);
      const outlived = (site.startedAt?.getTime() ?? now) < now - BUDGET_MS;
      if (jobEnded || outlived) await markAnalysisFailed(context, site, ANALYSIS_TIMEOUT_REASON);
    }
  },
});
