import type { Database } from "../db/database";
import { AppError } from "../errors/app-error";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";

/** Decoding and resizing images is costly: at most this many uploads per user per hour. */
const UPLOADS_PER_HOUR = 60;

export async function limitUploads(database: Database, userId: string) {
  const outcome = await consumeRateLimit(database, {
    key: `media-upload:user:${userId}`,
    max: UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!outcome.allowed) throw new AppError("rate_limited");
}
