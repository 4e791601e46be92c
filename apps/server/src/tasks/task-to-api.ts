import type { Task } from "@sitelens/shared";
import type { seoTasks } from "../db/schema";

export type TaskRow = typeof seoTasks.$inferSelect;

export function taskToApi(row: TaskRow): Task {
  const { userId: _user, completedBy: _by, createdAt, completedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), completedAt: completedAt?.toISOString() ?? null };
}
