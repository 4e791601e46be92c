import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notifications } from "../db/schema";

export async function markAllNotificationsRead(database: Database, userId: string): Promise<number> {
  const rows = await database.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
