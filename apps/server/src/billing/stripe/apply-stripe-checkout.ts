import { and, eq } from "drizzle-orm";
import { invoices, payments, subscriptions } from "../../db/schema";
import type { BillingDb } from "../billing-db";
import { activateUserPlan, daysFrom } from "../set-user-plan";
import type { StripeEvent } from "./stripe-objects";

type Session = {
  id: string;
  mode: "subscription" | "payment" | "setup";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  customer: string | null;
  subscription: string | null;
  client_reference_id: string | null;
};

/**
 * checkout.session.completed: the payment row we created for this session (never the browser)
 * says who bought what; an unpaid session (async methods) stays pending. Null when no user of
 * ours started this session.
 */
export async function applyStripeCheckout(db: BillingDb, event: StripeEvent): Promise<string[] | null> {
  const session = event.data.object as unknown as Session;
  const [payment] = await db.select().from(payments).where(eq(payments.providerRef, session.id));
  // No payment row: a session we did not start, or its user (and rows) were deleted since.
  if (payment?.provider !== "stripe") return null;
  if (session.client_reference_id && session.client_reference_id !== payment.userId) return null;
  if (session.payment_status === "unpaid" || payment.status === "succeeded") return [payment.userId];
  const now = new Date();
  await db
    .update(payments)
    .set({ status: "succeeded", failureReason: null, updatedAt: now })
    .where(eq(payments.id, payment.id));

  if (payment.invoiceId) {
    await db
      .update(invoices)
      .set({ status: "paid", paidDate: now })
      .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.userId, payment.userId)));
    return [payment.userId];
  }
  if (!payment.planId || !payment.interval || !session.subscription) return [payment.userId];

  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, payment.userId));
  const sameSubscription = current?.subscriptionRef === session.subscription;
  // A deletion of this very subscription may have arrived first; it stays deleted.
  if (sameSubscription && current?.status === "canceled") return [payment.userId];
  const periodEnd =
    sameSubscription && current?.currentPeriodEnd
      ? current.currentPeriodEnd
      : daysFrom(now, payment.interval === "year" ? 365 : 30);
  const row = {
    provider: "stripe" as const,
    customerRef: session.customer,
    subscriptionRef: session.subscription,
    planId: sameSubscription && current ? current.planId : payment.planId,
    interval: sameSubscription && current ? current.interval : payment.interval,
    status: sameSubscription && current ? current.status : "active",
    currentPeriodEnd: periodEnd,
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ userId: payment.userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
  await activateUserPlan(db, payment.userId, { planId: row.planId, start: now, end: periodEnd });
  return [payment.userId];
}
