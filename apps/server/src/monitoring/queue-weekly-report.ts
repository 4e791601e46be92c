import { weeklyReportMails } from "../db/schema";
import type { Language } from "../http/language";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { weeklyReportClaim } from "./deliver-weekly-report";
import { monitoringMailJob } from "./monitoring-mail-job";

/**
 * One user's report for one week: the week is claimed first, so two workers (or a rerun) never
 * queue it twice, and the monitoring-mail job sends it. A queue failure gives the claim back, so the
 * next hourly run tries again. Returns whether it was queued.
 */
export async function queueWeeklyReport(
  context: Pick<ServerContext, "database" | "boss">,
  user: { id: string; language: Language },
  week: string,
  now: Date,
): Promise<boolean> {
  const claimed = await context.database.db
    .insert(weeklyReportMails)
    .values({ userId: user.id, week })
    .onConflictDoNothing()
    .returning({ week: weeklyReportMails.week });
  if (claimed.length === 0) return false;
  const payload = {
    type: "weekly" as const,
    userId: user.id,
    week,
    language: user.language,
    at: now.toISOString(),
  };
  try {
    await enqueueJob(context.boss, monitoringMailJob, payload);
    return true;
  } catch (error) {
    await weeklyReportClaim(context.database, payload).giveBack();
    throw error;
  }
}
