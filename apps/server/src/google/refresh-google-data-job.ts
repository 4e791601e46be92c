import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { refreshSiteGoogleData } from "./refresh-site-google-data";

/** One site's Search Console and GA4 reports; enqueued daily, after choosing properties and after connecting. */
export const refreshGoogleDataJob = defineJob({
  name: "refresh-google-data",
  payload: z.object({ siteId: z.string() }),
  // The heartbeat (decision 167) lets pg-boss retry a killed worker's refresh in seconds, not at expiry.
  options: { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, heartbeatSeconds: 10, concurrency: 2 },
  async handle({ siteId }, context) {
    await refreshSiteGoogleData(context, siteId, context.signal);
  },
});
