import { eq } from "drizzle-orm";
import { contentDistributions, contentDrafts } from "../db/schema";
import type { ServerContext } from "../server-context";
import { analyzePublishedUrl } from "./analyze-published-url";
import { deriveContentState } from "./derive-content-state";
import { type ChannelErrorKind, describeChannelError } from "./describe-channel-error";
import { notifyChannelOutcome } from "./notify-channel-outcome";

type Outcome =
  | { sent: { remoteId: string | null; url: string | null; note?: "images_not_attached" } }
  | { failed: { kind: ChannelErrorKind; vendorText?: string | null } };

/**
 * Stores one channel's final outcome, then the item's state from all its channels (spec §4), the
 * live URL when the channel put the item on the site (which is then analysed), and tells the user.
 */
export async function recordChannelOutcome(
  context: Pick<ServerContext, "database" | "env" | "logger" | "boss">,
  distribution: typeof contentDistributions.$inferSelect,
  outcome: Outcome,
): Promise<void> {
  const { db } = context.database;
  const sent = "sent" in outcome ? outcome.sent : null;
  const failed = "failed" in outcome ? outcome.failed : null;
  await db
    .update(contentDistributions)
    .set(
      sent
        ? {
            status: "sent",
            remoteId: sent.remoteId,
            remoteUrl: sent.url,
            error: null,
            note: sent.note ?? null,
            errorKind: null,
            nextAttemptAt: null,
            sentAt: new Date(),
            updatedAt: new Date(),
          }
        : {
            status: "failed",
            error: failed?.vendorText ?? null,
            errorKind: failed?.kind ?? null,
            nextAttemptAt: null,
            updatedAt: new Date(),
          },
    )
    .where(eq(contentDistributions.id, distribution.id));
  const [item] = await db.select().from(contentDrafts).where(eq(contentDrafts.id, distribution.contentId));
  if (!item) return;
  const liveUrl =
    sent?.url && (distribution.kind === "wordpress" || distribution.kind === "manual") ? sent.url : null;
  const rows = await db
    .select({ kind: contentDistributions.kind, status: contentDistributions.status })
    .from(contentDistributions)
    .where(eq(contentDistributions.contentId, item.id));
  const state = deriveContentState(rows);
  if (state || liveUrl)
    await db
      .update(contentDrafts)
      .set({
        ...(state ? { state } : {}),
        ...(liveUrl ? { publishedUrl: liveUrl } : {}),
        updatedAt: new Date(),
      })
      .where(eq(contentDrafts.id, item.id));
  if (liveUrl) await analyzePublishedUrl(context, item, liveUrl);
  await notifyChannelOutcome(context, item.userId, {
    contentId: item.id,
    title: item.title,
    kind: distribution.kind,
    error: failed ? describeChannelError(distribution.kind, failed.kind, failed.vendorText ?? null) : null,
  });
}
