import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema";
import { AppError } from "../errors/app-error";
import { paymentProviders } from "../providers/payments/payment-providers";
import { PaymentProviderError } from "../providers/payments/types";
import type { ServerContext } from "../server-context";
import { cancelIyzicoSubscription } from "./iyzico/cancel-iyzico-subscription";
import { publishBillingChange } from "./publish-billing-change";

type Context = Pick<ServerContext, "database" | "env" | "logger">;

async function liveSubscription(context: Context, userId: string) {
  const [row] = await context.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row || row.status === "canceled") throw new AppError("no_subscription");
  return row;
}

/**
 * Stripe's customer portal: card, invoices, cancellation (spec §4: manage through the provider); for
 * an iyzico subscription, our page with iyzico's card update form.
 */
export async function openBillingPortal(
  context: Context,
  userId: string,
  returnUrl: string,
  intent: "manage" | "cancel",
): Promise<string> {
  const row = await liveSubscription(context, userId);
  // iyzico's card update form has no hosted page: the browser goes to ours, which embeds it.
  if (intent === "manage" && row.provider === "iyzico" && row.subscriptionRef)
    return new URL("/api/billing/iyzico-card-form", returnUrl).toString();
  const stripe = paymentProviders(context.env).stripe;
  if (row.provider !== "stripe" || !stripe || !row.customerRef) throw new AppError("no_subscription");
  try {
    return await stripe.createPortalSession(
      row.customerRef,
      returnUrl,
      intent === "cancel" ? (row.subscriptionRef ?? undefined) : undefined,
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message }, "portal session failed");
    throw new AppError(intent === "cancel" ? "plan_cancel_failed" : "payment_failed");
  }
}

/**
 * Cancel: Stripe subscriptions go through the portal's cancel flow (Stripe then reports the
 * change by webhook); iyzico subscriptions are cancelled through iyzico's API (decision 159);
 * iyzico's prepaid periods and granted plans simply are not renewed. Either way the user returns
 * to free when the paid period ends (expire-subscriptions job).
 */
export async function cancelSubscription(
  context: Context,
  userId: string,
  returnUrl: string,
): Promise<{ url: string | null }> {
  const row = await liveSubscription(context, userId);
  if (row.provider === "stripe")
    return { url: await openBillingPortal(context, userId, returnUrl, "cancel") };
  const iyzico = paymentProviders(context.env).iyzico?.subscriptions;
  if (row.provider === "iyzico" && row.subscriptionRef && iyzico) {
    await cancelIyzicoSubscription(context, iyzico, userId, row.subscriptionRef);
    return { url: null };
  }
  await context.database.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));
  await publishBillingChange(context.database, userId);
  return { url: null };
}
