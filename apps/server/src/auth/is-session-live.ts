import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/database";
import { sessions } from "../db/schema";

/**
 * Whether a sign-in still exists and has not expired, read from the database (not the session
 * cache): a long-lived stream must notice a sign-out, revocation or password change made by any
 * process (decision 166).
 */
export async function isSessionLive(database: Database, sessionId: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}
