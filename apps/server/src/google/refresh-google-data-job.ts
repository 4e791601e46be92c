import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { refreshSiteGoogleData } from "./refresh-site-google-data";

const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 60;

/** One site's Search Console and GA4 reports; enqueued daily, after choosing properties and after connecting. */
export const refreshGoogleDataJob = defineJob({
  name: "refresh-google-data",
  payload: z.object({ siteId: z.string() }),
  // The heartbeat (decision 167) lets pg-boss retry a killed worker's refresh in seconds, not at expiry.
  options: {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    heartbeatSeconds: 10,
    concurrency: 2,
  },
  async handle({ siteId }, context) {
    await refreshSiteGoogleData(
      context,
      siteId,
      { attempt: context.attempt, limit: RETRY_LIMIT, delaySeconds: RETRY_DELAY_SECONDS },
      context.signal,
    );
  },
});
