import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { alertMailPayload, deliverAlertMail } from "./deliver-alert-mail";
import { deliverWeeklyReport, weeklyReportPayload } from "./deliver-weekly-report";

/** With a 5 s base and backoff the last of 8 retries comes about 40 minutes after the first try. */
const RETRY_LIMIT = 8;

/**
 * Alert and weekly-report e-mails leave the analysis flow and the hourly report run: a mail server
 * that is down for a while delays them instead of losing them. Each claim row records the send, so
 * a retried job never sends twice; the last failed attempt gives the claim back.
 */
export const monitoringMailJob = defineJob({
  name: "monitoring-mail",
  payload: z.discriminatedUnion("type", [alertMailPayload, weeklyReportPayload]),
  options: {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    // Lets pg-boss retry a killed worker's e-mail in seconds, not at expiry (decision 167).
    heartbeatSeconds: 10,
    concurrency: 2,
  },
  async handle(payload, context) {
    const final = context.attempt >= RETRY_LIMIT;
    if (payload.type === "alert") await deliverAlertMail(context, payload, final);
    else await deliverWeeklyReport(context, payload, final);
  },
});
