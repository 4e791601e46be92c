import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitBuckets } from "../db/schema";
import type { RateLimitOutcome, RateLimitRule } from "./consume-rate-limit";

/** Whether a bucket is still under its limit, without counting a hit (for limits on failures only). */
export async function readRateLimit(database: Database, rule: RateLimitRule): Promise<RateLimitOutcome> {
  const now = new Date();
  const [row] = await database.db
    .select({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, rule.key), gt(rateLimitBuckets.resetAt, now)));
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count < rule.max, retryAfterSeconds };
}
