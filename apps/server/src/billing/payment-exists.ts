import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { payments } from "../db/schema";

/** Whether a checkout we started still exists (its user may have deleted the account since). */
export async function paymentExists(database: Database, paymentId: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, paymentId.slice(0, 100)));
  return Boolean(row);
}
