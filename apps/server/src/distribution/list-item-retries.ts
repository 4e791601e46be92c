import type { ChannelRetry } from "@sitelens/shared";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentDistributions } from "../db/schema";
import { channelRetryOf } from "./channel-retry-of";

/** The user's items with a channel waiting for its retry, each with that channel's retry (the first one). */
export async function listItemRetries(
  database: Database,
  userId: string,
  contentIds: string[],
): Promise<Map<string, ChannelRetry>> {
  const retries = new Map<string, ChannelRetry>();
  if (contentIds.length === 0) return retries;
  const rows = await database.db
    .select()
    .from(contentDistributions)
    .where(
      and(
        eq(contentDistributions.userId, userId),
        inArray(contentDistributions.contentId, contentIds),
        eq(contentDistributions.status, "pending"),
        gt(contentDistributions.attempts, 0),
      ),
    );
  for (const row of rows) {
    const retry = channelRetryOf(row);
    if (retry && !retries.has(row.contentId)) retries.set(row.contentId, retry);
  }
  return retries;
}
