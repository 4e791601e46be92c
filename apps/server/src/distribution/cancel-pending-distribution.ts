import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentDistributions } from "../db/schema";

/**
 * Called when the planning side re-schedules an item or takes it back to a draft. Items are held here until their time (decision 120), so before that nothing exists at any
 * vendor; channels still waiting to be sent or retried are cancelled and their jobs then do nothing.
 * What a vendor already published stays published.
 */
export async function cancelPendingDistribution(database: Database, userId: string, contentId: string) {
  const cancelled = await database.db
    .update(contentDistributions)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(
      and(
        eq(contentDistributions.contentId, contentId),
        eq(contentDistributions.userId, userId),
        inArray(contentDistributions.status, ["pending", "failed"]),
      ),
    )
    .returning({ id: contentDistributions.id });
  return cancelled.length;
}
