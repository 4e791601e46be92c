import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema";
import { AppError } from "../errors/app-error";
import { paymentProviders } from "../providers/payments/payment-providers";
import { PaymentProviderError } from "../providers/payments/types";
import type { ServerContext } from "../server-context";

/**
 * Before an account is deleted, its renewing subscription is cancelled at the provider, now: the
 * rows that would tie a later charge to anyone go with the account, so a subscription left running
 * would keep charging a customer we can no longer see. If the provider cannot be reached (or is no
 * longer configured), the deletion is refused; the rest of the paid period ends with the account
 * and is not refunded (the delete dialog says so). Prepaid periods and granted plans renew nothing.
 */
export async function endSubscriptionForDeletion(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
): Promise<void> {
  const [row] = await context.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row?.subscriptionRef || row.status === "canceled") return;
  const providers = paymentProviders(context.env);
  try {
    if (row.provider === "stripe") {
      if (!providers.stripe) throw new PaymentProviderError("stripe", "not configured");
      await providers.stripe.cancelNow(row.subscriptionRef);
    } else if (row.provider === "iyzico") {
      const api = providers.iyzico?.subscriptions;
      if (!api) throw new PaymentProviderError("iyzico", "subscriptions not configured");
      await api.cancel(row.subscriptionRef);
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "subscription not cancelled: account kept");
    throw new AppError("subscription_cancel_required");
  }
}
