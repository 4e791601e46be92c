import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { trackedKeywords } from "../db/schema";

/** Deletes the user's keywords among ids (with their history); others' ids are silently ignored. */
export async function deleteTrackedKeywords(
  database: Database,
  userId: string,
  ids: string[],
): Promise<number> {
  const removed = await database.db
    .delete(trackedKeywords)
    .where(and(eq(trackedKeywords.userId, userId), inArray(trackedKeywords.id, ids)))
    .returning({ id: trackedKeywords.id });
  return removed.length;
}
