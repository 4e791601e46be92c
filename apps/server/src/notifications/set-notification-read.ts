import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notifications } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { NotificationRow } from "./list-notifications";

/** Marks one of the user's notifications read or unread; another user's id is simply not found. */
export async function setNotificationRead(
  database: Database,
  userId: string,
  id: string,
  isRead: boolean,
): Promise<NotificationRow> {
  const [row] = await database.db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError("not_found");
  return row;
}
