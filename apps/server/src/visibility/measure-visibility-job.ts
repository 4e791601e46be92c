import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { refundUsage } from "../usage/consume-usage";
import { measureSiteVisibility } from "./measure-site-visibility";

/** One site's measurement (counted as one ai_visibility_runs when queued; refunded if no engine answered). */
export const measureVisibilityJob = defineJob({
  name: "measure-ai-visibility",
  payload: z.object({ userId: z.string(), siteId: z.string() }),
  // The heartbeat lets pg-boss fail a killed worker's job in seconds, so the sweep can fail its runs.
  options: { retryLimit: 0, expireInSeconds: 60 * 60, heartbeatSeconds: 10, concurrency: 2 },
  async handle({ userId, siteId }, context) {
    let completed = 0;
    try {
      completed = await measureSiteVisibility(context, userId, siteId, context);
    } finally {
      if (completed === 0) await refundUsage(context.database, userId, "ai_visibility_runs");
    }
  },
});
