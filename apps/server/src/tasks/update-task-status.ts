import type { Task } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks } from "../db/schema";
import { AppError } from "../errors/app-error";
import { taskToApi } from "./task-to-api";

/** Spec §4 SEO task: pending to completed or ignored, and back. */
export async function updateTaskStatus(
  database: Database,
  userId: string,
  taskId: string,
  status: Task["status"],
): Promise<Task> {
  const [row] = await database.db
    .update(seoTasks)
    .set({
      status,
      completedAt: status === "completed" ? new Date() : null,
      completedBy: status === "completed" ? "user" : null,
    })
    .where(and(eq(seoTasks.id, taskId), eq(seoTasks.userId, userId)))
    .returning();
  if (!row) throw new AppError("not_found");
  return taskToApi(row);
}
