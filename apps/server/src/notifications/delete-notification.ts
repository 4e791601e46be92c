import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notifications } from "../db/schema";
import { AppError } from "../errors/app-error";

export async function deleteNotification(database: Database, userId: string, id: string): Promise<void> {
  const rows = await database.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError("not_found");
}
