import type { Database } from "../db/database";
import { enforceRateLimits } from "../rate-limit/enforce-rate-limits";

// Each of these calls Stripe or iyzico on the user's behalf; a loop must not spend the operator's
// API quota or open hundreds of pending payments. A real user needs a handful an hour.
const PROVIDER_CALLS = { max: 20, windowSeconds: 3600 };

/** Counts one payment-provider call for the user and refuses with 429 past the hourly allowance. */
export async function limitProviderCalls(database: Database, userId: string): Promise<void> {
  await enforceRateLimits(database, [{ key: `billing-provider:${userId}`, ...PROVIDER_CALLS }]);
}
