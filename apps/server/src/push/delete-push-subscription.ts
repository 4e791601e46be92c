import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { pushSubscriptions } from "../db/schema";

/** Forgets one of the user's browsers; someone else's endpoint is left alone. */
export async function deletePushSubscription(database: Database, userId: string, endpoint: string) {
  await database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
