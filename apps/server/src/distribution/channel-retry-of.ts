import { type ChannelRetry, vendorErrorKindSchema } from "@sitelens/shared";
import type { contentDistributions } from "../db/schema";
import { PUBLISH_ATTEMPTS } from "./publish-channel-job";

type Row = Pick<
  typeof contentDistributions.$inferSelect,
  "status" | "attempts" | "error" | "errorKind" | "nextAttemptAt"
>;

/** A channel that failed and waits for its job's retry, or null (not tried yet, sending, or settled). */
export function channelRetryOf(row: Row): ChannelRetry | null {
  if (row.status !== "pending" || row.attempts === 0 || row.attempts >= PUBLISH_ATTEMPTS || !row.error)
    return null;
  return {
    attempt: row.attempts + 1,
    of: PUBLISH_ATTEMPTS,
    nextAt: row.nextAttemptAt?.toISOString() ?? null,
    errorKind: vendorErrorKindSchema.safeParse(row.errorKind).data ?? null,
    message: row.error,
  };
}
