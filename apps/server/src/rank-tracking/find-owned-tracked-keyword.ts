import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { trackedKeywords } from "../db/schema";
import { AppError } from "../errors/app-error";

export type TrackedKeywordRow = typeof trackedKeywords.$inferSelect;

/** The user's tracked keyword or a 404: another user's keyword is indistinguishable from a missing one. */
export async function findOwnedTrackedKeyword(
  database: Database,
  userId: string,
  id: string,
): Promise<TrackedKeywordRow> {
  const [row] = await database.db
    .select()
    .from(trackedKeywords)
    .where(and(eq(trackedKeywords.id, id), eq(trackedKeywords.userId, userId)));
  if (!row) throw new AppError("not_found");
  return row;
}
