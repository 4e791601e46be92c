import { sendMailJob } from "../mail/send-mail-job";
import type { AnyJobDefinition } from "./define-job";
import { purgeExpiredJob } from "./purge-expired";

/** Every job the workers run. A job added here gets its queue created at start by every process. */
export const jobRegistry: AnyJobDefinition[] = [purgeExpiredJob, sendMailJob];

/** Recurring jobs (cron, UTC). */
export const jobSchedules: { job: AnyJobDefinition; cron: string }[] = [
  { job: purgeExpiredJob, cron: "17 * * * *" },
];
