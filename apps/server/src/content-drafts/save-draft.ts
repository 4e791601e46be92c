import type { ContentDraft, SaveDraftRequest } from "@sitelens/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { AppError } from "../errors/app-error";
import { draftToApi } from "./draft-to-api";
import { findOwnedDraft } from "./find-owned-draft";

/**
 * Saves a draft only if nobody saved it since the version the editor started from (one conditional
 * update, so two tabs cannot both win); otherwise `draft_conflict` carries the stored version so
 * the user chooses, and nothing is silently overwritten.
 */
export async function saveDraft(
  database: Database,
  userId: string,
  draftId: string,
  input: SaveDraftRequest,
): Promise<ContentDraft> {
  const { baseVersion, ...fields } = input;
  const [row] = await database.db
    .update(contentDrafts)
    .set({ ...fields, version: sql`${contentDrafts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(contentDrafts.id, draftId),
        eq(contentDrafts.userId, userId),
        eq(contentDrafts.version, baseVersion),
      ),
    )
    .returning();
  if (row) return draftToApi(row);
  const current = await findOwnedDraft(database, userId, draftId);
  throw new AppError("draft_conflict", undefined, { current: draftToApi(current) });
}
