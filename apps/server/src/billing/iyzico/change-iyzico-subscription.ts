import type { BillingInterval } from "@sitelens/shared";
import type { subscriptions } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { IyzicoSubscriptions } from "../../providers/payments/iyzico-subscriptions";
import { PaymentProviderError } from "../../providers/payments/types";
import type { ServerContext } from "../../server-context";
import { syncIyzicoSubscription } from "./sync-iyzico-subscription";

/** iyzico statuses under which a subscription still runs and can move to another pricing plan. */
const RUNNING = new Set(["active", "past_due"]);

type Subscription = typeof subscriptions.$inferSelect;

/** A running iyzico subscription the order should change instead of starting a second one. */
export function changeableIyzicoSubscription(
  subscription: Subscription | undefined,
): (Subscription & { subscriptionRef: string }) | null {
  if (subscription?.provider !== "iyzico" || !subscription.subscriptionRef) return null;
  return RUNNING.has(subscription.status)
    ? { ...subscription, subscriptionRef: subscription.subscriptionRef }
    : null;
}

/**
 * Upgrade or downgrade an iyzico subscriber through iyzico's upgrade call (upgradePeriod NOW): the
 * new plan starts a new period at its own price now, without proration (iyzico documents none, and
 * /payment says so). The new subscription iyzico reports is then retrieved and applied.
 */
export async function changeIyzicoSubscription(
  context: Pick<ServerContext, "database" | "logger">,
  api: IyzicoSubscriptions,
  current: Subscription & { subscriptionRef: string },
  change: { userId: string; planId: string; interval: BillingInterval },
): Promise<void> {
  if (current.planId === change.planId && current.interval === change.interval) return;
  const pricingPlan = api.pricingPlan(change.planId, change.interval);
  if (!pricingPlan) throw new AppError("plan_not_purchasable");
  try {
    const upgraded = await api.upgrade(current.subscriptionRef, pricingPlan);
    await syncIyzicoSubscription(context, api, upgraded.referenceCode, change.userId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "iyzico plan change failed");
    throw new AppError("payment_failed");
  }
}
