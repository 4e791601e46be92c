import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { runSiteAnalysis } from "./run-site-analysis";

const RETRY_LIMIT = 2;

/**
 * Spec §7 analyze-site, as a job: retried twice; a killed worker stops heartbeating and the job is retried.
 * Grouped per user so one user's many sites cannot starve everyone else's analyses.
 */
export const analyzeSiteJob = defineJob({
  name: "analyze-site",
  payload: z.object({ siteId: z.string(), userId: z.string(), scheduled: z.boolean().optional() }),
  options: {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 2,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 10,
    concurrency: 2,
    // One analysis per user at a time on all workers: a user adding 50 sites queues them behind each other.
    groupConcurrency: 1,
  },
  groupOf: (payload) => payload.userId,
  async handle(payload, context) {
    await runSiteAnalysis(context, payload, {
      jobId: context.jobId,
      isFinal: context.attempt >= RETRY_LIMIT,
      signal: context.signal,
    });
  },
});
