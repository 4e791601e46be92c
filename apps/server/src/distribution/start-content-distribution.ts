import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { contentDistributions, type contentDrafts } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { publishChannelJob } from "./publish-channel-job";

/**
 * Due now: one distribution row and one job per chosen channel. The rows are the record that the
 * item was handed over (a second dispatcher run inserts nothing), and a manual channel's row waits
 * for the user to give the live URL.
 */
export async function startContentDistribution(
  context: Pick<ServerContext, "database" | "boss">,
  item: typeof contentDrafts.$inferSelect,
): Promise<void> {
  const { db } = context.database;
  const rows = item.channels.map((channel) => ({
    id: randomUUID(),
    userId: item.userId,
    contentId: item.id,
    kind: channel.kind,
    connectionId: channel.kind === "manual" ? null : (channel.connectionId ?? null),
    status: "pending" as const,
  }));
  if (rows.length === 0) return;
  // A channel cancelled by an earlier re-schedule goes out again; any other existing row stays as it is.
  const inserted = await db
    .insert(contentDistributions)
    .values(rows)
    .onConflictDoUpdate({
      target: [contentDistributions.contentId, contentDistributions.kind, contentDistributions.connectionId],
      set: { status: "pending", jobId: null, error: null, errorKind: null, updatedAt: new Date() },
      setWhere: eq(contentDistributions.status, "cancelled"),
    })
    .returning();
  for (const row of inserted.filter((candidate) => candidate.kind !== "manual"))
    await enqueueJob(context.boss, publishChannelJob, { distributionId: row.id, userId: row.userId });
}

/** Puts the user's failed channels of one item back on their way (spec §4 retry of a partial distribution). */
export async function retryFailedChannels(
  context: Pick<ServerContext, "database" | "boss">,
  userId: string,
  contentId: string,
): Promise<number> {
  const retried = await context.database.db
    .update(contentDistributions)
    .set({ status: "pending", jobId: null, error: null, errorKind: null, updatedAt: new Date() })
    .where(
      and(
        eq(contentDistributions.contentId, contentId),
        eq(contentDistributions.userId, userId),
        eq(contentDistributions.status, "failed"),
      ),
    )
    .returning();
  for (const row of retried)
    await enqueueJob(context.boss, publishChannelJob, { distributionId: row.id, userId });
  return retried.length;
}
