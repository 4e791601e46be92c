import { type ContentDraft, missingForSchedule } from "@sitelens/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { draftToApi } from "../content-drafts/draft-to-api";
import { findOwnedDraft } from "../content-drafts/find-owned-draft";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { cancelPendingDistribution } from "../distribution/cancel-pending-distribution";
import { AppError } from "../errors/app-error";
import { assertPublishTime } from "./check-publish-time";

/**
 * Spec §5: an item is scheduled only when complete (site, title, content, meta title and
 * description, publish time, at least one channel) and its time follows the rules; distribution
 * picks up scheduled items. `scheduled: false` takes it back to a draft.
 */
export async function setItemScheduled(
  database: Database,
  userId: string,
  itemId: string,
  scheduled: boolean,
  now = new Date(),
): Promise<ContentDraft> {
  const item = await findOwnedDraft(database, userId, itemId);
  if (scheduled) {
    const missing = missingForSchedule({ ...item, publishAt: item.publishAt?.toISOString() ?? null });
    if (missing.length > 0) throw new AppError("content_incomplete", undefined, { missing });
    assertPublishTime(item.publishAt as Date, now);
  }
  const [row] = await database.db
    .update(contentDrafts)
    .set({
      state: scheduled ? "scheduled" : "draft",
      version: sql`${contentDrafts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(contentDrafts.id, itemId),
        eq(contentDrafts.userId, userId),
        inArray(contentDrafts.state, ["draft", "scheduled"]),
      ),
    )
    .returning();
  if (!row) throw new AppError("content_not_reschedulable");
  // Channels already handed over for the old time must not go out on it.
  await cancelPendingDistribution(database, userId, itemId);
  return draftToApi(row);
}
