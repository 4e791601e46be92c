import type { Suggestion } from "@sitelens/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiSuggestions } from "../db/schema";
import { findOwnedTask } from "../tasks/find-owned-task";
import { suggestionToApi } from "./suggestion-to-api";

/** A task's stored suggestions, newest first. */
export async function listTaskSuggestions(
  database: Database,
  userId: string,
  taskId: string,
): Promise<Suggestion[]> {
  await findOwnedTask(database, userId, taskId);
  const rows = await database.db
    .select()
    .from(aiSuggestions)
    .where(and(eq(aiSuggestions.taskId, taskId), eq(aiSuggestions.userId, userId)))
    .orderBy(desc(aiSuggestions.createdAt));
  return rows.map(suggestionToApi);
}
