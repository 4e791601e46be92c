import { and, count, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { notifications } from "../db/schema";

export async function countUnreadNotifications(database: Database, userId: string): Promise<number> {
  const [row] = await database.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}
