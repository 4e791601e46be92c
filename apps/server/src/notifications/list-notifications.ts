import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notifications } from "../db/schema";

/** The bell shows the latest ones; older notifications are still counted as unread. */
const LIST_LIMIT = 50;

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's notifications, newest first. */
export async function listNotifications(database: Database, userId: string): Promise<NotificationRow[]> {
  return database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
}
