import { randomUUID } from "node:crypto";
import { notifications } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { sendPushToUser } from "../push/send-push-to-user";
import type { ServerContext } from "../server-context";

export interface NewNotification {
  title: string;
  message: string;
  type?: "info" | "success" | "warning" | "error";
  actionUrl?: string | null;
  metadata?: Record<string, unknown>;
}

/**
 * Stores a notification for the user, tells their open tabs, and pushes it to the browsers that
 * allowed Web Push. Push failures are logged, never thrown: the notification itself is saved.
 */
export async function createNotification(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  notification: NewNotification,
): Promise<string> {
  const id = randomUUID();
  await context.database.db.insert(notifications).values({
    id,
    userId,
    title: notification.title,
    message: notification.message,
    type: notification.type ?? "info",
    actionUrl: notification.actionUrl ?? null,
    metadata: notification.metadata ?? null,
  });
  await publishEvent(context.database, { userId, type: "notification.created", data: { id } });
  try {
    await sendPushToUser(context, userId, {
      title: notification.title,
      body: notification.message,
      url: notification.actionUrl ?? null,
      tag: id,
    });
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, "web push skipped");
  }
  return id;
}
