import { AppError } from "../../errors/app-error";
import type { IyzicoSubscriptions } from "../../providers/payments/iyzico-subscriptions";
import { PaymentProviderError } from "../../providers/payments/types";
import type { ServerContext } from "../../server-context";
import { syncIyzicoSubscription } from "./sync-iyzico-subscription";

/**
 * Cancels an iyzico subscription at iyzico (no further charges), then applies what iyzico reports:
 * the plan runs to the end of the period already paid and expire-subscriptions returns the user to
 * free then (spec §4). Nothing is refunded.
 */
export async function cancelIyzicoSubscription(
  context: Pick<ServerContext, "database" | "logger">,
  api: IyzicoSubscriptions,
  userId: string,
  subscriptionRef: string,
): Promise<void> {
  try {
    await api.cancel(subscriptionRef);
    await syncIyzicoSubscription(context, api, subscriptionRef, userId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "iyzico cancel failed");
    throw new AppError("plan_cancel_failed");
  }
}
