import { and, eq } from "drizzle-orm";
import { invoices, subscriptions } from "../db/schema";
import type { BillingDb } from "./billing-db";

/**
 * A plan change's invoice could not be paid (declined, or 3-D Secure to confirm): its page is where
 * the user pays or confirms it. A late failure of an invoice already paid changes nothing.
 */
export async function holdPlanChange(
  db: BillingDb,
  userId: string,
  invoice: { id: string; hosted_invoice_url?: string | null },
): Promise<void> {
  const [paid] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.providerRef, invoice.id), eq(invoices.status, "paid")));
  if (paid) return;
  await db
    .update(subscriptions)
    .set({ pendingInvoiceRef: invoice.id, pendingPayUrl: invoice.hosted_invoice_url ?? null })
    .where(eq(subscriptions.userId, userId));
}

/**
 * A plan change's invoice was voided (the pending update expired), or paid, which is when Stripe
 * applies the change: nothing is left to pay, and after payment nothing waits either.
 */
export async function settlePlanChange(
  db: BillingDb,
  userId: string,
  invoice: { id: string; billing_reason?: string | null },
  outcome: "paid" | "voided",
): Promise<void> {
  if (outcome === "paid" && invoice.billing_reason === "subscription_update") {
    await db
      .update(subscriptions)
      .set({
        pendingPlanId: null,
        pendingInterval: null,
        pendingExpiresAt: null,
        pendingInvoiceRef: null,
        pendingPayUrl: null,
      })
      .where(eq(subscriptions.userId, userId));
    return;
  }
  await db
    .update(subscriptions)
    .set({ pendingInvoiceRef: null, pendingPayUrl: null })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.pendingInvoiceRef, invoice.id)));
}
