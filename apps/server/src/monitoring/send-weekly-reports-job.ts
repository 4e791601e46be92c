import { defaultTimeZone } from "@sitelens/shared";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { notificationSettings, sites, users } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import type { ServerContext } from "../server-context";
import { queueWeeklyReport } from "./queue-weekly-report";
import { weeklyReportWeek } from "./weekly-report-week";

/**
 * Queues the weekly report of every user with "weekly reports" on (the default) and at least one
 * site whose Monday morning has come in their own time zone (the stored one, else their language's
 * default). Returns how many were queued; one user's failure is logged and retried next hour.
 */
export async function sendWeeklyReports(
  context: Pick<ServerContext, "database" | "logger" | "boss">,
  now = new Date(),
): Promise<number> {
  const recipients = await context.database.db
    .selectDistinct({
      id: users.id,
      language: users.language,
      timeZone: notificationSettings.timeZone,
    })
    .from(users)
    .innerJoin(sites, eq(sites.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(sql`coalesce(${notificationSettings.weeklyReports}, true)`);
  let sent = 0;
  for (const recipient of recipients) {
    const language = recipient.language === "en" ? "en" : "tr";
    const week = weeklyReportWeek(now, recipient.timeZone ?? defaultTimeZone(language, undefined));
    if (!week) continue;
    try {
      if (await queueWeeklyReport(context, { id: recipient.id, language }, week, now)) sent += 1;
    } catch (error) {
      context.logger.warn(
        { err: (error as Error).message, userId: recipient.id },
        "weekly report not queued",
      );
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
