import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database";
import { users, weeklyReportMails } from "../db/schema";
import { getMailer } from "../mail/get-mailer";
import type { ServerContext } from "../server-context";
import { buildWeeklyReport } from "./build-weekly-report";
import { deliverOnce, type MailClaim, mailClaim } from "./deliver-once";
import { mailLinks } from "./mail-links";
import { renderWeeklyReport } from "./render-weekly-report";

export const weeklyReportPayload = z.object({
  type: z.literal("weekly"),
  userId: z.string(),
  week: z.string(),
  language: z.enum(["tr", "en"]),
  /** When the report was due: a retry an hour later still reports the same week. */
  at: z.string(),
});
type WeeklyReportMail = z.infer<typeof weeklyReportPayload>;

export function weeklyReportClaim(
  database: Database,
  mail: Pick<WeeklyReportMail, "userId" | "week">,
): MailClaim {
  const where = and(eq(weeklyReportMails.userId, mail.userId), eq(weeklyReportMails.week, mail.week));
  return mailClaim(database, weeklyReportMails, where);
}

/** Builds and sends one user's queued weekly report (the monitoring-mail job). */
export async function deliverWeeklyReport(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  mail: WeeklyReportMail,
  finalAttempt: boolean,
): Promise<void> {
  await deliverOnce(weeklyReportClaim(context.database, mail), finalAttempt, async () => {
    const [user] = await context.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, mail.userId));
    if (!user) return;
    const report = await buildWeeklyReport(context, mail.userId, new Date(mail.at));
    const links = await mailLinks(context, mail.userId, "weeklyReports");
    await getMailer(context).send({
      to: user.email,
      ...renderWeeklyReport(report, mail.language, links),
      headers: links.headers,
    });
  });
}
