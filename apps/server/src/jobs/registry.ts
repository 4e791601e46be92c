import { suggestNewTasksJob } from "../ai/suggest-new-tasks-job";
import { analyzePageJob } from "../analysis/analyze-page-job";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { reverifyBacklinksJob } from "../backlinks/reverify-backlinks-job";
import { verifyBacklinksJob } from "../backlinks/verify-backlinks-job";
import { expireSubscriptionsJob } from "../billing/expire-subscriptions";
import { analyzeCompetitorJob } from "../competitors/analyze-competitor-job";
import { reanalyzeCompetitorsJob } from "../competitors/reanalyze-competitors-job";
import { refreshExchangeRateJob } from "../currency/refresh-exchange-rate";
import { dispatchDueContentJob } from "../distribution/dispatch-due-content-job";
import { publishChannelJob } from "../distribution/publish-channel-job";
import { refreshGoogleDataJob } from "../google/refresh-google-data-job";
import { scheduleGoogleRefreshJob } from "../google/schedule-google-refresh-job";
import { sendMailJob } from "../mail/send-mail-job";
import { dispatchMonitoringJob } from "../monitoring/dispatch-monitoring-job";
import { monitoringMailJob } from "../monitoring/monitoring-mail-job";
import { sendWeeklyReportsJob } from "../monitoring/send-weekly-reports-job";
import { checkKeywordJob, scheduleDueRankChecksJob } from "../rank-tracking/rank-check-jobs";
import { measureVisibilityJob } from "../visibility/measure-visibility-job";
import { scheduleVisibilityJob } from "../visibility/schedule-visibility-job";
import type { AnyJobDefinition } from "./define-job";
import { purgeExpiredJob } from "./purge-expired";
import { sweepUnfinishedWorkJob } from "./sweep-unfinished-work-job";

/** Every job the workers run. A job added here gets its queue created at start by every process. */
export const jobRegistry: AnyJobDefinition[] = [
  purgeExpiredJob,
  sendMailJob,
  analyzeSiteJob,
  analyzePageJob,
  sweepUnfinishedWorkJob,
  expireSubscriptionsJob,
  refreshExchangeRateJob,
  measureVisibilityJob,
  scheduleVisibilityJob,
  refreshGoogleDataJob,
  scheduleGoogleRefreshJob,
  checkKeywordJob,
  scheduleDueRankChecksJob,
  verifyBacklinksJob,
  reverifyBacklinksJob,
  analyzeCompetitorJob,
  reanalyzeCompetitorsJob,
  dispatchDueContentJob,
  publishChannelJob,
  dispatchMonitoringJob,
  sendWeeklyReportsJob,
  monitoringMailJob,
  suggestNewTasksJob,
];

/** Recurring jobs (cron, UTC). */
export const jobSchedules: { job: AnyJobDefinition; cron: string }[] = [
  { job: purgeExpiredJob, cron: "17 * * * *" },
  { job: sweepUnfinishedWorkJob, cron: "* * * * *" },
  { job: expireSubscriptionsJob, cron: "23 * * * *" },
  // TCMB publishes around 15:30 Turkish time (12:30 UTC).
  { job: refreshExchangeRateJob, cron: "45 12 * * *" },
  { job: scheduleVisibilityJob, cron: "0 5 * * 1" },
  { job: scheduleGoogleRefreshJob, cron: "40 4 * * *" },
  { job: scheduleDueRankChecksJob, cron: "*/5 * * * *" },
  { job: reverifyBacklinksJob, cron: "41 * * * *" },
  { job: reanalyzeCompetitorsJob, cron: "13 3 * * *" },
  { job: dispatchDueContentJob, cron: "* * * * *" },
  // Each site's slot is its own minute of the day (see nextMonitoringSlot).
  { job: dispatchMonitoringJob, cron: "* * * * *" },
  // Hourly: each user's report goes out at their local Monday morning.
  { job: sendWeeklyReportsJob, cron: "7 * * * *" },
];
