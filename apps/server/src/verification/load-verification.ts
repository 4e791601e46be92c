import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { siteVerifications } from "../db/schema";

/** The site's verification row, created with a fresh random token the first time it is asked for. */
export async function loadVerification(database: Database, siteId: string) {
  await database.db
    .insert(siteVerifications)
    .values({ siteId, token: randomBytes(16).toString("hex") })
    .onConflictDoNothing();
  const [row] = await database.db
    .select()
    .from(siteVerifications)
    .where(eq(siteVerifications.siteId, siteId));
  if (!row) throw new Error(`verification row of ${siteId} vanished`);
  return row;
}
