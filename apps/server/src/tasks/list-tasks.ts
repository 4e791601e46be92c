import type { Task, TaskListQuery } from "@sitelens/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks } from "../db/schema";
import { taskToApi } from "./task-to-api";

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** The user's tasks, filtered by site, status, priority and category; highest priority and impact first. */
export async function listTasks(database: Database, userId: string, filters: TaskListQuery): Promise<Task[]> {
  const rows = await database.db
    .select()
    .from(seoTasks)
    .where(
      and(
        eq(seoTasks.userId, userId),
        filters.siteId ? eq(seoTasks.siteId, filters.siteId) : undefined,
        filters.status ? eq(seoTasks.status, filters.status) : undefined,
        filters.priority ? eq(seoTasks.priority, filters.priority) : undefined,
        filters.category ? eq(seoTasks.category, filters.category) : undefined,
      ),
    )
    .orderBy(desc(seoTasks.impact));
  return rows
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.impact - a.impact)
    .map(taskToApi);
}
