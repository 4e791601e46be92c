import { and, eq } from "drizzle-orm";
import { weeklyReportMails } from "../db/schema";
import type { Language } from "../http/language";
import { getMailer } from "../mail/get-mailer";
import type { ServerContext } from "../server-context";
import { buildWeeklyReport } from "./build-weekly-report";
import { mailLinks } from "./mail-links";
import { renderWeeklyReport } from "./render-weekly-report";

/**
 * One user's report for one week: the week is claimed first, so two workers (or a rerun) never
 * send it twice, and given back when the e-mail fails, so the next hourly run tries again.
 * Returns whether it was sent.
 */
export async function sendWeeklyReport(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  user: { id: string; email: string; language: Language },
  week: string,
  now: Date,
): Promise<boolean> {
  const { db } = context.database;
  const claimed = await db
    .insert(weeklyReportMails)
    .values({ userId: user.id, week })
    .onConflictDoNothing()
    .returning({ week: weeklyReportMails.week });
  if (claimed.length === 0) return false;
  try {
    const report = await buildWeeklyReport(context, user.id, now);
    const links = await mailLinks(context, user.id, "weeklyReports");
    await getMailer(context).send({
      to: user.email,
      ...renderWeeklyReport(report, user.language, links),
      headers: links.headers,
    });
    return true;
  } catch (error) {
    await db
      .delete(weeklyReportMails)
      .where(and(eq(weeklyReportMails.userId, user.id), eq(weeklyReportMails.week, week)));
    throw error;
  }
}
