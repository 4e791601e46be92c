import { analyzePageJob } from "../analysis/analyze-page-job";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { sweepStaleAnalysesJob } from "../analysis/sweep-stale-analyses";
import { refreshGoogleDataJob } from "../google/refresh-google-data-job";
import { scheduleGoogleRefreshJob } from "../google/schedule-google-refresh-job";
import { sendMailJob } from "../mail/send-mail-job";
import type { AnyJobDefinition } from "./define-job";
import { purgeExpiredJob } from "./purge-expired";

/** Every job the workers run. A job added here gets its queue created at start by every process. */
export const jobRegistry: AnyJobDefinition[] = [
  purgeExpiredJob,
  sendMailJob,
  analyzeSiteJob,
  analyzePageJob,
  sweepStaleAnalysesJob,
  refreshGoogleDataJob,
  scheduleGoogleRefreshJob,
];

/** Recurring jobs (cron, UTC). */
export const jobSchedules: { job: AnyJobDefinition; cron: string }[] = [
  { job: purgeExpiredJob, cron: "17 * * * *" },
  { job: sweepStaleAnalysesJob, cron: "* * * * *" },
  { job: scheduleGoogleRefreshJob, cron: "40 4 * * *" },
];
