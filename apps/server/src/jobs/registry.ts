import { analyzePageJob } from "../analysis/analyze-page-job";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { sweepStaleAnalysesJob } from "../analysis/sweep-stale-analyses";
import { reverifyBacklinksJob } from "../backlinks/reverify-backlinks-job";
import { verifyBacklinksJob } from "../backlinks/verify-backlinks-job";
import { analyzeCompetitorJob } from "../competitors/analyze-competitor-job";
import { reanalyzeCompetitorsJob } from "../competitors/reanalyze-competitors-job";
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
  verifyBacklinksJob,
  reverifyBacklinksJob,
  analyzeCompetitorJob,
  reanalyzeCompetitorsJob,
];

/** Recurring jobs (cron, UTC). */
export const jobSchedules: { job: AnyJobDefinition; cron: string }[] = [
  { job: purgeExpiredJob, cron: "17 * * * *" },
  { job: sweepStaleAnalysesJob, cron: "* * * * *" },
  { job: reverifyBacklinksJob, cron: "41 * * * *" },
  { job: reanalyzeCompetitorsJob, cron: "13 3 * * *" },
];
