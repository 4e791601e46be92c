import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { notificationSettings, sites, users } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import type { ServerContext } from "../server-context";
import { sendWeeklyReport } from "./send-weekly-report";
import { reportTimeZone, weeklyReportWeek } from "./weekly-report-week";

/**
 * Sends the weekly report to every user with "weekly reports" on (the default) and at least one
 * site whose local Monday morning has come. Returns how many went out; one user's failure is
 * logged and retried next hour, never blocking the others.
 */
export async function sendWeeklyReports(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  now = new Date(),
): Promise<number> {
  const recipients = await context.database.db
    .selectDistinct({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .innerJoin(sites, eq(sites.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(sql`coalesce(${notificationSettings.weeklyReports}, true)`);
  let sent = 0;
  for (const recipient of recipients) {
    const language = recipient.language === "en" ? "en" : "tr";
    const week = weeklyReportWeek(now, reportTimeZone(language));
    if (!week) continue;
    try {
      if (await sendWeeklyReport(context, { ...recipient, language }, week, now)) sent += 1;
    } catch (error) {
      context.logger.warn({ err: (error as Error).message, userId: recipient.id }, "weekly report not sent");
    }
  }
  return sent;
}

export const sendWeeklyReportsJob = defineJob({
  name: "weekly-reports",
  payload: z.object({}).default({}),
  options: { retryLimit: 1, expireInSeconds: 15 * 60 },
  async handle(_payload, context) {
    await sendWeeklyReports(context);
  },
});
