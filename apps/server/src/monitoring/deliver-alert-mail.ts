import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database";
import { monitoringAlertMails, sites, users } from "../db/schema";
import { getMailer } from "../mail/get-mailer";
import type { ServerContext } from "../server-context";
import { deliverOnce, type MailClaim, mailClaim } from "./deliver-once";
import { renderMailLayout } from "./mail-layout";
import { mailLinks } from "./mail-links";

export const alertMailPayload = z.object({
  type: z.literal("alert"),
  siteId: z.string(),
  kind: z.enum(["site_down", "score_drop", "new_errors"]),
  day: z.string(),
  language: z.enum(["tr", "en"]),
  content: z.object({ title: z.string(), message: z.string(), items: z.array(z.string()) }),
});
type AlertMail = z.infer<typeof alertMailPayload>;

/** The day's claim row of one alert kind and site. */
export function alertMailClaim(
  database: Database,
  mail: Pick<AlertMail, "siteId" | "kind" | "day">,
): MailClaim {
  const where = and(
    eq(monitoringAlertMails.siteId, mail.siteId),
    eq(monitoringAlertMails.kind, mail.kind),
    eq(monitoringAlertMails.day, mail.day),
  );
  return mailClaim(database, monitoringAlertMails, where);
}

/** Renders and sends one queued alert e-mail (the monitoring-mail job). */
export async function deliverAlertMail(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  mail: AlertMail,
  finalAttempt: boolean,
): Promise<void> {
  await deliverOnce(alertMailClaim(context.database, mail), finalAttempt, async () => {
    const [target] = await context.database.db
      .select({ email: users.email, userId: users.id })
      .from(sites)
      .innerJoin(users, eq(users.id, sites.userId))
      .where(eq(sites.id, mail.siteId));
    if (!target) return;
    const links = await mailLinks(context, target.userId, "emailNotifications");
    const tr = mail.language === "tr";
    const rendered = renderMailLayout({
      language: mail.language,
      subject: mail.content.title,
      heading: mail.content.title,
      intro: [mail.content.message].filter(Boolean),
      sections: mail.content.items.length
        ? [{ title: tr ? "Ayrıntılar" : "Details", items: mail.content.items }]
        : [],
      action: { label: tr ? "Siteyi aç" : "Open the site", url: links.app(`/app/sites/${mail.siteId}`) },
      unsubscribe: {
        label: tr ? "Bu uyarı e-postalarını kapat" : "Turn these alert e-mails off",
        url: links.unsubscribe,
      },
    });
    await getMailer(context).send({ to: target.email, ...rendered, headers: links.headers });
  });
}
