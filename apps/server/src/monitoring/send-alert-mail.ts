import { and, eq } from "drizzle-orm";
import { getNotificationSettings } from "../account/notification-settings";
import { monitoringAlertMails, users } from "../db/schema";
import type { Language } from "../http/language";
import { getMailer } from "../mail/get-mailer";
import type { ServerContext } from "../server-context";
import type { AlertContent, AlertKind } from "./alert-content";
import { renderMailLayout } from "./mail-layout";
import { mailLinks } from "./mail-links";

/**
 * Sends an alert e-mail when the user has e-mail notifications on, at most one per event kind,
 * site and UTC day: the day's row is claimed first, and given back if the e-mail cannot go out.
 * Returns whether an e-mail was sent; a mail failure is logged, never thrown (the analysis stands).
 */
export async function sendAlertMail(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  site: { id: string; userId: string; name: string },
  alert: { kind: AlertKind; content: AlertContent; language: Language },
  now = new Date(),
): Promise<boolean> {
  const { database } = context;
  const settings = await getNotificationSettings(database, site.userId);
  if (!settings.emailNotifications) return false;
  const day = now.toISOString().slice(0, 10);
  const claimed = await database.db
    .insert(monitoringAlertMails)
    .values({ siteId: site.id, kind: alert.kind, day })
    .onConflictDoNothing()
    .returning({ day: monitoringAlertMails.day });
  if (claimed.length === 0) return false;
  const [user] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, site.userId));
  if (!user) return false;
  const links = await mailLinks(context, site.userId, "emailNotifications");
  const tr = alert.language === "tr";
  const mail = renderMailLayout({
    language: alert.language,
    subject: alert.content.title,
    heading: alert.content.title,
    intro: [alert.content.message].filter(Boolean),
    sections: alert.content.items.length
      ? [{ title: tr ? "Ayrıntılar" : "Details", items: alert.content.items }]
      : [],
    action: { label: tr ? "Siteyi aç" : "Open the site", url: links.app(`/app/sites/${site.id}`) },
    unsubscribe: {
      label: tr ? "Bu uyarı e-postalarını kapat" : "Turn these alert e-mails off",
      url: links.unsubscribe,
    },
  });
  try {
    await getMailer(context).send({ to: user.email, ...mail, headers: links.headers });
    return true;
  } catch (error) {
    context.logger.warn({ err: (error as Error).message, kind: alert.kind }, "alert e-mail not sent");
    await database.db
      .delete(monitoringAlertMails)
      .where(
        and(
          eq(monitoringAlertMails.siteId, site.id),
          eq(monitoringAlertMails.kind, alert.kind),
          eq(monitoringAlertMails.day, day),
        ),
      );
    return false;
  }
}
