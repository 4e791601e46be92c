import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks } from "../db/schema";
import { AppError } from "../errors/app-error";

export async function deleteTask(database: Database, userId: string, taskId: string): Promise<void> {
  const removed = await database.db
    .delete(seoTasks)
    .where(and(eq(seoTasks.id, taskId), eq(seoTasks.userId, userId)))
    .returning({ id: seoTasks.id });
  if (removed.length === 0) throw new AppError("not_found");
}
