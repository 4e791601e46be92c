import { type DistributionOutcomes, vendorErrorKindSchema } from "@sitelens/shared";
import { and, asc, eq } from "drizzle-orm";
import { findOwnedDraft } from "../content-drafts/find-owned-draft";
import type { Database } from "../db/database";
import { contentDistributions, distributionConnections } from "../db/schema";
import type { Language } from "../http/language";
import { channelRetryOf } from "./channel-retry-of";
import { type ChannelErrorKind, describeChannelError } from "./describe-channel-error";

/** One item's channel outcomes (spec §4, §8), the user's own only; failures in the reader's language. */
export async function listDistributionOutcomes(
  database: Database,
  userId: string,
  contentId: string,
  language: Language,
): Promise<DistributionOutcomes> {
  const item = await findOwnedDraft(database, userId, contentId);
  const rows = await database.db
    .select({ row: contentDistributions, label: distributionConnections.label })
    .from(contentDistributions)
    .leftJoin(distributionConnections, eq(distributionConnections.id, contentDistributions.connectionId))
    .where(and(eq(contentDistributions.contentId, item.id), eq(contentDistributions.userId, userId)))
    .orderBy(asc(contentDistributions.createdAt));
  return {
    state: item.state,
    publishedUrl: item.publishedUrl,
    outcomes: rows.map(({ row, label }) => ({
      id: row.id,
      kind: row.kind,
      connectionId: row.connectionId,
      connectionLabel: label,
      status: row.status,
      remoteId: row.remoteId,
      remoteUrl: row.remoteUrl,
      // Rows from before error kinds keep their stored text.
      error: row.errorKind
        ? describeChannelError(row.kind, row.errorKind as ChannelErrorKind, row.error)[language]
        : row.error,
      note: row.note,
      attempts: row.attempts,
      errorKind: vendorErrorKindSchema.safeParse(row.errorKind).data ?? null,
      retry: channelRetryOf(row),
      sentAt: row.sentAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
