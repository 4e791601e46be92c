import { eq } from "drizzle-orm";
import { plans, subscriptions } from "../../db/schema";
import type {
  IyzicoSubscriptionDetails,
  IyzicoSubscriptions,
} from "../../providers/payments/iyzico-subscriptions";
import type { BillingDb } from "../billing-db";
import { newInvoiceNumber, recordInvoice } from "../record-invoice";
import { activateUserPlan } from "../set-user-plan";

/** iyzico's subscription statuses in the words our subscriptions table uses (Stripe's). */
const STATUS: Record<string, string> = {
  ACTIVE: "active",
  UNPAID: "past_due",
  PENDING: "paused",
  CANCELED: "canceled",
  EXPIRED: "canceled",
};

/**
 * Makes our records say what iyzico says about one subscription, retrieved by the server: every
 * order is an invoice (SUCCESS paid, FAILED overdue, which brings the payment-required banner), the
 * plan runs to the end of the last paid period, and the status follows iyzico's. Because it applies
 * iyzico's whole current state rather than one event, a repeated or late webhook changes nothing.
 */
export async function applyIyzicoSubscription(
  db: BillingDb,
  api: IyzicoSubscriptions,
  userId: string,
  details: IyzicoSubscriptionDetails,
  now = new Date(),
): Promise<boolean> {
  const sold = api.planFor(details.pricingPlanReferenceCode);
  if (!sold) return false;
  const [plan] = await db.select().from(plans).where(eq(plans.id, sold.planId));
  let paidEnd: Date | null = null;
  for (const order of details.orders ?? []) {
    const paid = order.orderStatus === "SUCCESS";
    // A WAITING order is the next period's, not yet due: no invoice until iyzico tries to charge it.
    if (!paid && order.orderStatus !== "FAILED") continue;
    if (paid && (!paidEnd || order.endPeriod > paidEnd.getTime())) paidEnd = new Date(order.endPeriod);
    await recordInvoice(db, {
      userId,
      provider: "iyzico",
      providerRef: `iyzico-order:${order.referenceCode}`,
      invoiceNumber: newInvoiceNumber(now),
      planId: sold.planId,
      planName: plan?.title.en ?? sold.planId,
      amount: order.price,
      currency: order.currencyCode,
      status: paid ? "paid" : "overdue",
      dueDate: new Date(order.startPeriod),
      paidDate: paid ? now : null,
    });
  }
  const status = STATUS[details.subscriptionStatus];
  // UPGRADED: a newer subscription replaced this one and owns the plan; only its invoices count.
  if (!status) return true;
  const row = {
    provider: "iyzico" as const,
    customerRef: details.customerReferenceCode,
    subscriptionRef: details.referenceCode,
    planId: sold.planId,
    interval: sold.interval,
    status,
    currentPeriodEnd: paidEnd,
    cancelAtPeriodEnd: status === "canceled",
    lastEventAt: now,
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
  // A cancelled or unpaid subscription keeps what was paid for; expire-subscriptions ends it then.
  if (paidEnd && paidEnd > now) await activateUserPlan(db, userId, { planId: sold.planId, end: paidEnd });
  return true;
}
