import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { TaskRow } from "./task-to-api";

export async function findOwnedTask(database: Database, userId: string, taskId: string): Promise<TaskRow> {
  const [row] = await database.db
    .select()
    .from(seoTasks)
    .where(and(eq(seoTasks.id, taskId), eq(seoTasks.userId, userId)));
  if (!row) throw new AppError("not_found");
  return row;
}
