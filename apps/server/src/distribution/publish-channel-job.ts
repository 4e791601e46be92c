import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { contentDistributions, contentDrafts, distributionConnections } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { createDistributionAdapter } from "../providers/distribution/distribution-adapters";
import { ProviderError } from "../providers/provider-error";
import { openConnectionCredentials } from "./connection-secrets";
import { distributionItem } from "./distribution-item";
import { publishingBlockedByPlan } from "./publishing-blocked-by-plan";
import { readContentMedia } from "./read-content-media";
import { recordChannelOutcome } from "./record-channel-outcome";

const RETRY_LIMIT = 4;
const RETRY_DELAY_SECONDS = 30;
/** Every attempt a channel gets: the first and pg-boss's retries. */
export const PUBLISH_ATTEMPTS = RETRY_LIMIT + 1;
/** Said when a non-resumable channel's attempt was cut off after it may have reached the vendor. */
export const UNCERTAIN_DELIVERY = { kind: "uncertain_delivery" } as const;

/**
 * Sends one content item to one channel (one job per channel). The distribution row is claimed by
 * this job before the vendor is called, so a second job for the same row keeps off, and this job's
 * own retry after a killed worker resumes from what the row recorded: the vendor id, or for a
 * channel that cannot dedupe, a refusal to send blind (decision 120).
 */
export const publishChannelJob = defineJob({
  name: "publish-content-channel",
  payload: z.object({ distributionId: z.string(), userId: z.string() }),
  options: {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 300,
    heartbeatSeconds: 30,
    concurrency: 2,
  },
  async handle({ distributionId, userId }, context) {
    const { db } = context.database;
    const owned = and(eq(contentDistributions.id, distributionId), eq(contentDistributions.userId, userId));
    const [row] = await db.select().from(contentDistributions).where(owned);
    if (!row || row.kind === "manual") return;
    // This job's own earlier attempt was cut off (killed worker, lost heartbeat, vendor timeout).
    const resumed = row.status === "sending" && row.jobId === context.jobId;
    // Sent, cancelled, failed for good, or another job's: nothing for this one to do.
    if (row.status !== "pending" && !resumed) return;
    const [claimed] = await db
      .update(contentDistributions)
      .set({ status: "sending", jobId: context.jobId, attempts: row.attempts + 1, updatedAt: new Date() })
      .where(
        and(
          owned,
          eq(contentDistributions.status, row.status),
          row.jobId === null ? isNull(contentDistributions.jobId) : eq(contentDistributions.jobId, row.jobId),
        ),
      )
      .returning();
    if (!claimed) return;
    const [item] = await db.select().from(contentDrafts).where(eq(contentDrafts.id, claimed.contentId));
    if (!item) return;
    const blocked = await publishingBlockedByPlan(context.database, userId);
    if (blocked)
      return recordChannelOutcome(context, claimed, {
        failed: { kind: blocked === "plan_required" ? "plan_required" : "plan_unpaid" },
      });
    const [connection] = claimed.connectionId
      ? await db
          .select()
          .from(distributionConnections)
          .where(
            and(
              eq(distributionConnections.id, claimed.connectionId),
              eq(distributionConnections.userId, userId),
            ),
          )
      : [];
    if (!connection)
      return recordChannelOutcome(context, claimed, { failed: { kind: "connection_removed" } });
    const credentials = await openConnectionCredentials(context, connection);
    const adapter = createDistributionAdapter(connection.kind, credentials, context.env);
    if (resumed && !adapter.resumable)
      return recordChannelOutcome(context, claimed, { failed: UNCERTAIN_DELIVERY });
    try {
      const media = await readContentMedia(context, userId, item.id);
      const outcome = await adapter.publish(distributionItem(item, media), {
        deliveryId: claimed.id,
        remoteId: claimed.remoteId,
        resumed,
        retried: claimed.attempts > 1,
        signal: context.signal,
        remember: async (remoteId) => {
          await db.update(contentDistributions).set({ remoteId }).where(owned);
        },
      });
      await recordChannelOutcome(context, claimed, { sent: outcome });
    } catch (error) {
      if (context.signal.aborted) throw error;
      const retriable = error instanceof ProviderError && error.retriable && context.attempt < RETRY_LIMIT;
      const message = error instanceof ProviderError ? error.detail : null;
      const kind = error instanceof ProviderError ? error.kind : "internal";
      if (!retriable)
        return recordChannelOutcome(context, claimed, { failed: { kind, vendorText: message } });
      // The vendor answered (or never got the call): nothing went out, so the retry may send.
      // pg-boss's backoff doubles the delay each retry; the item shows about when the next try runs.
      const nextAttemptAt = new Date(Date.now() + RETRY_DELAY_SECONDS * 1000 * 2 ** context.attempt);
      const retry = { error: message, errorKind: kind, nextAttemptAt };
      if (error instanceof ProviderError && error.kind !== "timeout")
        await db
          .update(contentDistributions)
          .set({ status: "pending", ...retry })
          .where(owned);
      else await db.update(contentDistributions).set(retry).where(owned);
      throw error;
    }
  },
});
