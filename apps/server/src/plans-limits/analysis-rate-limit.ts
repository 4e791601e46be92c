import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitBuckets } from "../db/schema";
import type { Env } from "../env";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";

const WINDOW_SECONDS = 3600;
const bucketKey = (userId: string) => `analysis:user:${userId}`;

export type AnalysisRateLimit = { limited: boolean; minutesRemaining: number };

/** Where the user stands without counting anything (for the banner); off when the env limit is 0. */
export async function peekAnalysisRateLimit(
  database: Database,
  env: Pick<Env, "ANALYSIS_RATE_LIMIT_PER_HOUR">,
  userId: string,
): Promise<AnalysisRateLimit> {
  const max = env.ANALYSIS_RATE_LIMIT_PER_HOUR;
  if (max === 0) return { limited: false, minutesRemaining: 0 };
  const now = new Date();
  const [bucket] = await database.db
    .select()
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, bucketKey(userId)), gt(rateLimitBuckets.resetAt, now)));
  if (!bucket || bucket.count < max) return { limited: false, minutesRemaining: 0 };
  return { limited: true, minutesRemaining: Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 60_000) };
}

/** Counts one analysis; returns the minutes to wait when the hourly allowance is used up. */
export async function consumeAnalysisRateLimit(
  database: Database,
  env: Pick<Env, "ANALYSIS_RATE_LIMIT_PER_HOUR">,
  userId: string,
): Promise<AnalysisRateLimit> {
  const max = env.ANALYSIS_RATE_LIMIT_PER_HOUR;
  if (max === 0) return { limited: false, minutesRemaining: 0 };
  const outcome = await consumeRateLimit(database, {
    key: bucketKey(userId),
    max,
    windowSeconds: WINDOW_SECONDS,
  });
  return { limited: !outcome.allowed, minutesRemaining: Math.ceil(outcome.retryAfterSeconds / 60) };
}
