import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { runCompetitorAnalysis } from "./run-competitor-analysis";

const RETRY_LIMIT = 1;

/** One bounded crawl of a competitor by the same engine as the user's site; retried once. */
export const analyzeCompetitorJob = defineJob({
  name: "analyze-competitor",
  payload: z.object({ competitorId: z.string(), userId: z.string() }),
  options: {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 5,
    retryBackoff: false,
    expireInSeconds: 20 * 60,
    heartbeatSeconds: 10,
    concurrency: 1,
  },
  async handle(payload, context) {
    await runCompetitorAnalysis(context, payload, context.attempt >= RETRY_LIMIT, context.signal);
  },
});
