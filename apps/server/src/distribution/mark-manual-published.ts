import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { findOwnedDraft } from "../content-drafts/find-owned-draft";
import { contentDistributions } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { ServerContext } from "../server-context";
import { recordChannelOutcome } from "./record-channel-outcome";

/** Spec §1 manual publish: the user put the item on the site themselves and gives its live URL. */
export async function markManualPublished(
  context: Pick<ServerContext, "database" | "env" | "logger" | "boss">,
  userId: string,
  contentId: string,
  url: string,
): Promise<void> {
  const item = await findOwnedDraft(context.database, userId, contentId);
  const { db } = context.database;
  await db
    .insert(contentDistributions)
    .values({
      id: randomUUID(),
      userId,
      contentId: item.id,
      kind: "manual",
      connectionId: null,
      status: "pending",
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(contentDistributions)
    .where(
      and(
        eq(contentDistributions.contentId, item.id),
        eq(contentDistributions.kind, "manual"),
        isNull(contentDistributions.connectionId),
      ),
    );
  if (!row) throw new AppError("internal");
  await recordChannelOutcome(context, row, { sent: { remoteId: null, url } });
}
