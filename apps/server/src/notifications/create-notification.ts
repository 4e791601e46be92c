import { randomUUID } from "node:crypto";
import { userLanguage } from "../analysis/user-language";
import { notifications } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { sendPushToUser } from "../push/send-push-to-user";
import type { ServerContext } from "../server-context";
import type { NotificationParams } from "./notification-params";
import { type NotificationKey, renderNotification } from "./render-notification";

/** A template key with its parameters (rendered in the reader's language), or fixed text. */
export type NewNotification = (
  | { key: NotificationKey; params?: NotificationParams }
  | { key?: undefined; title: string; message: string }
) & {
  type?: "info" | "success" | "warning" | "error";
  actionUrl?: string | null;
  metadata?: Record<string, unknown>;
};

/**
 * Stores a notification for the user, tells their open tabs, and pushes it to the browsers that
 * allowed Web Push. Push failures are logged, never thrown: the notification itself is saved. A keyed
 * one also stores its text in the user's current language: the push needs it, and an older server
 * (which does not know keys) shows it.
 */
export async function createNotification(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  notification: NewNotification,
): Promise<string> {
  const id = randomUUID();
  const params = notification.key ? (notification.params ?? {}) : null;
  const text = notification.key
    ? renderNotification(
        { key: notification.key, params, title: "", message: "" },
        await userLanguage(context.database, userId),
      )
    : { title: notification.title, message: notification.message };
  await context.database.db.insert(notifications).values({
    id,
    userId,
    ...text,
    key: notification.key ?? null,
    params,
    type: notification.type ?? "info",
    actionUrl: notification.actionUrl ?? null,
    metadata: notification.metadata ?? null,
  });
  await publishEvent(context.database, { userId, type: "notification.created", data: { id } });
  try {
    await sendPushToUser(context, userId, {
      title: text.title,
      // A push is plain text: Markdown code marks (from audit titles) would show as backticks.
      body: text.message.replaceAll("`", ""),
      url: notification.actionUrl ?? null,
      tag: id,
    });
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, "web push skipped");
  }
  return id;
}
