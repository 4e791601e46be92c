import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitBuckets } from "../db/schema";

export interface RateLimitRule {
  /** Bucket name, e.g. "login:ip:1.2.3.4". */
  key: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window with a single atomic upsert, so concurrent requests on
 * several API processes share the same count.
 */
export async function consumeRateLimit(database: Database, rule: RateLimitRule): Promise<RateLimitOutcome> {
  const now = new Date();
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const expired = sql`${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await database.db
    .insert(rateLimitBuckets)
    .values({ key: rule.key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((row?.resetAt ?? resetAt).getTime() - now.getTime()) / 1000),
  );
  return { allowed: (row?.count ?? 1) <= rule.max, retryAfterSeconds };
}
