import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitBuckets } from "../db/schema";

export async function clearRateLimit(database: Database, key: string): Promise<void> {
  await database.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
