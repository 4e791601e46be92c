import type { ContentDeletion } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { findOwnedDraft } from "../content-drafts/find-owned-draft";
import { contentDistributions, contentDrafts } from "../db/schema";
import { cancelPendingDistribution } from "../distribution/cancel-pending-distribution";
import { withdrawDistribution } from "../distribution/withdraw-distribution";
import { AppError } from "../errors/app-error";
import type { ServerContext } from "../server-context";

/**
 * Deletes a content item (issue #17): channels still waiting are cancelled first, so no job sends
 * it while we withdraw; what went out is withdrawn where each channel allows; then the item and
 * its channel rows go. A channel being sent this very moment makes the deletion wait
 * (`content_withdrawal_busy`): its vendor id is not known yet, so it could not be withdrawn.
 */
export async function deleteContentItem(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  itemId: string,
  signal: AbortSignal,
): Promise<ContentDeletion> {
  const item = await findOwnedDraft(context.database, userId, itemId);
  const { db } = context.database;
  await cancelPendingDistribution(context.database, userId, itemId);
  const rows = await db
    .select()
    .from(contentDistributions)
    .where(and(eq(contentDistributions.contentId, itemId), eq(contentDistributions.userId, userId)));
  if (rows.some((row) => row.status === "sending")) throw new AppError("content_withdrawal_busy");
  const outcomes = [];
  for (const row of rows) outcomes.push(await withdrawDistribution(context, item, row, signal));
  // The channel rows go with the item (foreign key cascade); a job still queued for one finds no row.
  await db.delete(contentDrafts).where(and(eq(contentDrafts.id, itemId), eq(contentDrafts.userId, userId)));
  return { outcomes };
}
