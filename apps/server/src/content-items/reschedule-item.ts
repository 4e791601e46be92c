import type { ContentDraft } from "@sitelens/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { draftToApi } from "../content-drafts/draft-to-api";
import { findOwnedDraft } from "../content-drafts/find-owned-draft";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { cancelPendingDistribution } from "../distribution/cancel-pending-distribution";
import { AppError } from "../errors/app-error";
import { PLANNABLE_STATES } from "./check-planning-change";
import { assertPublishTime } from "./check-publish-time";

/**
 * Moves an item on the calendar (drag and drop): only its time changes, within the rules, and only
 * while it has not gone out. The version grows, so an editor open elsewhere sees the change.
 */
export async function rescheduleItem(
  database: Database,
  userId: string,
  itemId: string,
  publishAt: Date,
  now = new Date(),
): Promise<ContentDraft> {
  const item = await findOwnedDraft(database, userId, itemId);
  if (!PLANNABLE_STATES.includes(item.state)) throw new AppError("content_not_reschedulable");
  assertPublishTime(publishAt, now);
  const [row] = await database.db
    .update(contentDrafts)
    .set({ publishAt, version: sql`${contentDrafts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(contentDrafts.id, itemId),
        eq(contentDrafts.userId, userId),
        inArray(contentDrafts.state, [...PLANNABLE_STATES]),
      ),
    )
    .returning();
  if (!row) throw new AppError("content_not_reschedulable");
  // Channels already handed over for the old time must not go out on it.
  await cancelPendingDistribution(database, userId, itemId);
  return draftToApi(row);
}
