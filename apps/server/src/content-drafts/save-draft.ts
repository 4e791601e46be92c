import type { ContentDraft, SaveDraftRequest } from "@sitelens/shared";
import { and, eq, sql } from "drizzle-orm";
import { checkChannelConnections } from "../content-items/check-channel-connections";
import { checkPlanningChange } from "../content-items/check-planning-change";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { AppError } from "../errors/app-error";
import { draftToApi } from "./draft-to-api";
import { findOwnedDraft } from "./find-owned-draft";

/**
 * Saves a draft only if nobody saved it since the version the editor started from (one conditional
 * update, so two tabs cannot both win); otherwise `draft_conflict` carries the stored version so
 * the user chooses, and nothing is silently overwritten. A new publish time or channel list is
 * held to the scheduling rules first.
 */
export async function saveDraft(
  database: Database,
  userId: string,
  draftId: string,
  input: SaveDraftRequest,
  now = new Date(),
): Promise<ContentDraft> {
  const { baseVersion, publishAt, ...fields } = input;
  const planning = publishAt !== undefined || fields.channels !== undefined;
  if (planning)
    checkPlanningChange(await findOwnedDraft(database, userId, draftId), {
      publishAt: publishAt === undefined ? undefined : publishAt ? new Date(publishAt) : null,
      channels: fields.channels,
      now,
    });
  if (fields.channels) await checkChannelConnections(database, userId, fields.channels);
  const [row] = await database.db
    .update(contentDrafts)
    .set({
      ...fields,
      ...(publishAt === undefined ? {} : { publishAt: publishAt ? new Date(publishAt) : null }),
      version: sql`${contentDrafts.version} + 1`,
      updatedAt: new Date(),
    })
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
