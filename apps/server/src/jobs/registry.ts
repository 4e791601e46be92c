import { analyzePageJob } from "../analysis/analyze-page-job";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { sweepStaleAnalysesJob } from "../analysis/sweep-stale-analyses";
import { sendMailJob } from "../mail/send-mail-job";
import { checkKeywordJob, scheduleDueRankChecksJob } from "../rank-tracking/rank-check-jobs";
import type { AnyJobDefinition } from "./define-job";
import { purgeExpiredJob } from "./purge-expired";

/** Every job the workers run. A job added here gets its queue created at start by every process. */
export const jobRegistry: AnyJobDefinition[] = [
  purgeExpiredJob,
  sendMailJob,
  analyzeSiteJob,
  analyzePageJob,
  sweepStaleAnalysesJob,
  checkKeywordJob,
  scheduleDueRankChecksJob,
];

/** Recurring jobs (cron, UTC). */
export const jobSchedules: { job: AnyJobDefinition; cron: string }[] = [
  { job: purgeExpiredJob, cron: "17 * * * *" },
  { job: sweepStaleAnalysesJob, cron: "* * * * *" },
  { job: scheduleDueRankChecksJob, cron: "*/5 * * * *" },
];
