import { desc, gte } from "drizzle-orm";
import type { Database } from "../db/database";
import { unmatchedPaymentEvents } from "../db/schema";

/** Provider events that named no user of ours, newest first, for the operator. */
export async function listUnmatchedEvents(database: Database, since: Date) {
  return database.db
    .select()
    .from(unmatchedPaymentEvents)
    .where(gte(unmatchedPaymentEvents.receivedAt, since))
    .orderBy(desc(unmatchedPaymentEvents.receivedAt));
}
