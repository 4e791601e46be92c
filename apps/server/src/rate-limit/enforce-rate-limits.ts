import type { Database } from "../db/database";
import { AppError } from "../errors/app-error";
import { consumeRateLimit, type RateLimitRule } from "./consume-rate-limit";

/** Counts the hit in every bucket (per IP and per account) and refuses with 429 if any is full. */
export async function enforceRateLimits(database: Database, rules: RateLimitRule[]): Promise<void> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const outcome = await consumeRateLimit(database, rule);
    if (!outcome.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw new AppError("rate_limited", undefined, { retryAfterSeconds });
}
