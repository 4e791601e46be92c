import type { BillingInterval } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { StripeProvider } from "../providers/payments/stripe";
import { PaymentProviderError } from "../providers/payments/types";
import type { ServerContext } from "../server-context";
import { publishBillingChange } from "./publish-billing-change";
import { fromUnix } from "./stripe/stripe-objects";

/** Stripe statuses under which the subscription still runs and can change plan in place. */
const RUNNING = new Set(["active", "trialing", "past_due"]);

type Subscription = typeof subscriptions.$inferSelect;

/** A running Stripe subscription the order should change instead of starting a second one. */
export function changeableStripeSubscription(
  subscription: Subscription | undefined,
): (Subscription & { subscriptionRef: string }) | null {
  if (subscription?.provider !== "stripe" || !subscription.subscriptionRef) return null;
  return RUNNING.has(subscription.status)
    ? { ...subscription, subscriptionRef: subscription.subscriptionRef }
    : null;
}

/**
 * Upgrade or downgrade a Stripe subscriber: the subscription's price changes in place with proration
 * once its invoice is paid (StripeProvider.changeSubscription, decision 165). The plan itself moves
 * only on Stripe's webhooks (decision 050); a change Stripe holds back is written down at once so
 * /billing can show it with the link to pay or confirm it.
 */
export async function changeStripePlan(
  context: Pick<ServerContext, "database" | "logger">,
  stripe: StripeProvider,
  subscriptionRef: string,
  change: { userId: string; planId: string; interval: BillingInterval },
): Promise<{ pending: boolean }> {
  let updated: Awaited<ReturnType<StripeProvider["changeSubscription"]>>;
  try {
    updated = await stripe.changeSubscription(subscriptionRef, change);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "plan change failed");
    throw new AppError("payment_failed");
  }
  if (!updated.pending_update) return { pending: false };
  const invoice = typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
  await context.database.db
    .update(subscriptions)
    .set({
      pendingPlanId: change.planId,
      pendingInterval: change.interval,
      pendingExpiresAt: fromUnix(updated.pending_update.expires_at),
      pendingInvoiceRef: invoice?.id ?? null,
      pendingPayUrl: invoice?.hosted_invoice_url ?? null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.subscriptionRef, subscriptionRef));
  await publishBillingChange(context.database, change.userId);
  return { pending: true };
}
