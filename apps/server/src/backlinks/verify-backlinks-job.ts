import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { verifyKnownBacklinks } from "./verify-known-backlinks";

/** Checks a site's known backlinks (only the new ones after an import); a failed run is retried. */
export const verifyBacklinksJob = defineJob({
  name: "verify-backlinks",
  payload: z.object({ siteId: z.string(), userId: z.string(), onlyPending: z.boolean().default(false) }),
  // The heartbeat (decision 167) lets pg-boss retry a killed worker's check in seconds, not at expiry.
  options: { retryLimit: 2, expireInSeconds: 30 * 60, heartbeatSeconds: 10, concurrency: 1 },
  async handle(payload, context) {
    await verifyKnownBacklinks(context, payload, context.signal);
  },
});
