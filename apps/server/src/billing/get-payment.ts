import type { Payment } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { payments } from "../db/schema";
import { AppError } from "../errors/app-error";

function toPayment(row: typeof payments.$inferSelect): Payment {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    planId: row.planId,
    interval: row.interval,
    amount: row.amount,
    currency: row.currency,
    failureReason: row.failureReason,
  };
}

async function ownPayment(database: Database, userId: string, paymentId: string) {
  const [row] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** One of the user's payments for /payment-success (another user's is not found). */
export async function getPayment(database: Database, userId: string, paymentId: string): Promise<Payment> {
  return toPayment(await ownPayment(database, userId, paymentId));
}

/** The user came back from the provider's cancel link; nothing was charged, nothing activates. */
export async function markPaymentCancelled(
  database: Database,
  userId: string,
  paymentId: string,
): Promise<Payment> {
  await ownPayment(database, userId, paymentId);
  const [row] = await database.db
    .update(payments)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return row ? toPayment(row) : getPayment(database, userId, paymentId);
}
