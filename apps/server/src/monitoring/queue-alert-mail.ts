import { getNotificationSettings } from "../account/notification-settings";
import { monitoringAlertMails } from "../db/schema";
import type { Language } from "../http/language";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import type { AlertContent, AlertKind } from "./alert-content";
import { alertMailClaim } from "./deliver-alert-mail";
import { monitoringMailJob } from "./monitoring-mail-job";

/**
 * Queues an alert e-mail when the user has e-mail notifications on, at most one per event kind,
 * site and UTC day: the day's row is claimed here, the monitoring-mail job sends it. Returns whether
 * one was queued; a queue failure gives the claim back and is logged, never thrown (the analysis stands).
 */
export async function queueAlertMail(
  context: Pick<ServerContext, "env" | "database" | "logger" | "boss">,
  site: { id: string; userId: string },
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
  const payload = { type: "alert" as const, siteId: site.id, day, ...alert };
  try {
    await enqueueJob(context.boss, monitoringMailJob, payload);
    return true;
  } catch (error) {
    context.logger.warn({ err: (error as Error).message, kind: alert.kind }, "alert e-mail not queued");
    await alertMailClaim(context.database, payload).giveBack();
    return false;
  }
}
