import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { AppError } from "../errors/app-error";

/** The user's draft or a 404: another user's draft is indistinguishable from a missing one. */
export async function findOwnedDraft(database: Database, userId: string, draftId: string) {
  const [row] = await database.db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.id, draftId), eq(contentDrafts.userId, userId)));
  if (!row) throw new AppError("not_found");
  return row;
}
