import type { Database } from "../db/database";
import { publishEvent } from "../events/publish-event";

/** The user's tabs refetch plan limits, payment status, invoices and a pending payment. */
export async function publishBillingChange(database: Database, userId: string): Promise<void> {
  await publishEvent(database, { userId, type: "user.updated", data: {} });
  await publishEvent(database, { userId, type: "invoice.updated", data: {} });
}
