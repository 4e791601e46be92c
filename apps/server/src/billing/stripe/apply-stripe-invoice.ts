import { matchPlanForAmount } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { currencySettings, plans, subscriptions } from "../../db/schema";
import type { Env } from "../../env";
import { yearlyPrice } from "../../plans/yearly-price";
import type { BillingDb } from "../billing-db";
import { holdPlanChange, settlePlanChange } from "../hold-plan-change";
import { recordInvoice } from "../record-invoice";
import { activateUserPlan } from "../set-user-plan";
import { stripeSubscriptionOwner } from "./apply-stripe-subscription";
import { fromUnix, type StripeEvent, type StripeInvoice } from "./stripe-objects";
import { stripePlanForPrice } from "./stripe-plan-for-price";

/**
 * The line that says what an invoice pays for: the largest charge. A plan change's invoice starts
 * with the credit for the old plan's unused time; its new plan is the positive line after it.
 */
function mainLine(invoice: StripeInvoice) {
  const lines = invoice.lines?.data ?? [];
  return lines.reduce<(typeof lines)[number] | undefined>(
    (best, line) => (!best || (line.amount ?? 0) > (best.amount ?? 0) ? line : best),
    undefined,
  );
}

/** The plan an invoice pays: its price id, else spec §9's matching of the amount. */
async function invoicePlan(
  db: BillingDb,
  env: Pick<Env, "STRIPE_PRICE_IDS">,
  invoice: StripeInvoice,
  amount: number,
) {
  const line = mainLine(invoice);
  const byPrice = stripePlanForPrice(env, line?.price?.id ?? line?.pricing?.price_details?.price);
  const rows = await db.select().from(plans);
  if (byPrice) return rows.find((row) => row.id === byPrice.planId) ?? null;
  const [rate] = await db.select().from(currencySettings).limit(1);
  const factor = invoice.currency.toUpperCase() === "TRY" ? (rate?.currentRate ?? 1) : 1;
  const priced = rows.map((row) => ({ id: row.id, price: row.price, yearlyPrice: yearlyPrice(row) }));
  const match = matchPlanForAmount(priced, amount, factor);
  return rows.find((row) => row.id === match?.planId) ?? null;
}

/**
 * invoice.paid, invoice.payment_failed and invoice.payment_action_required: every charge is an
 * invoice. A paid one extends the plan to the end of the period it pays (for a plan change, this
 * is where the new plan starts); a failed renewal is unpaid (pending until its due date, overdue
 * after) and brings the payment-required banner. An unpaid plan change is no debt: the user keeps
 * the plan paid for and /billing offers Stripe's page to pay or confirm (3-D Secure) the change.
 * Returns null when no user of ours holds the subscription.
 */
export async function applyStripeInvoice(
  db: BillingDb,
  env: Pick<Env, "STRIPE_PRICE_IDS">,
  event: StripeEvent,
): Promise<string[] | null> {
  const invoice = event.data.object as unknown as StripeInvoice;
  const details = invoice.parent?.subscription_details ?? invoice.subscription_details;
  const subscriptionRef = invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  const userId = await stripeSubscriptionOwner(db, {
    userId: details?.metadata?.user_id,
    customer: invoice.customer,
    subscription: subscriptionRef,
  });
  if (!userId) return null;
  if (event.type === "invoice.voided") {
    await settlePlanChange(db, userId, invoice, "voided");
    return [userId];
  }
  const paid = event.type === "invoice.paid";
  if (invoice.billing_reason === "subscription_update" && !paid) {
    await holdPlanChange(db, userId, invoice);
    return [userId];
  }
  const amount = ((paid ? invoice.amount_paid : invoice.amount_due) ?? 0) / 100;
  const plan = await invoicePlan(db, env, invoice, amount);
  const now = new Date();
  const dueDate = fromUnix(invoice.due_date) ?? fromUnix(invoice.created);
  await recordInvoice(db, {
    userId,
    provider: "stripe",
    providerRef: invoice.id,
    invoiceNumber: invoice.number ?? invoice.id,
    planId: plan?.id ?? null,
    planName: plan?.title.en ?? "Sitelens",
    amount,
    currency: invoice.currency.toUpperCase(),
    status: paid ? "paid" : dueDate && dueDate < now ? "overdue" : "pending",
    dueDate,
    paidDate: paid ? (fromUnix(invoice.status_transitions?.paid_at) ?? now) : null,
    payUrl: invoice.hosted_invoice_url ?? null,
  });
  if (paid) await settlePlanChange(db, userId, invoice, "paid");
  if (!paid || !plan) return [userId];
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (current?.status === "canceled" && current.subscriptionRef === subscriptionRef) return [userId];
  const periodEnd = fromUnix(invoice.lines?.data?.[0]?.period?.end);
  if (periodEnd && periodEnd > now) await activateUserPlan(db, userId, { planId: plan.id, end: periodEnd });
  return [userId];
}
