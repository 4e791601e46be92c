import type { BillingInterval } from "@sitelens/shared";
import type { subscriptions } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { StripeProvider } from "../providers/payments/stripe";
import { PaymentProviderError } from "../providers/payments/types";
import type { ServerContext } from "../server-context";

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
 * (see StripeProvider.changeSubscription). Nothing changes here: Stripe's customer.subscription.updated
 * webhook moves the plan, as for every other subscription change (decision 050).
 */
export async function changeStripePlan(
  context: Pick<ServerContext, "logger">,
  stripe: StripeProvider,
  subscriptionRef: string,
  change: { userId: string; planId: string; interval: BillingInterval },
): Promise<void> {
  try {
    await stripe.changeSubscription(subscriptionRef, change);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "plan change failed");
    throw new AppError("payment_failed");
  }
}
