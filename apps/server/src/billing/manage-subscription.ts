import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema";
import { AppError } from "../errors/app-error";
import { paymentProviders } from "../providers/payments/payment-providers";
import { PaymentProviderError } from "../providers/payments/types";
import type { ServerContext } from "../server-context";
import { cancelIyzicoSubscription } from "./iyzico/cancel-iyzico-subscription";
import { publishBillingChange } from "./publish-billing-change";

type Context = Pick<ServerContext, "database" | "env" | "logger">;

export async function liveSubscription(context: Context, userId: string) {
  const [row] = await context.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row || row.status === "canceled") throw new AppError("no_subscription");
  return row;
}

/**
 * Stripe's customer portal: card, invoices, cancellation (spec §4: manage through the provider); for
 * an iyzico subscription, our page with iyzico's card update form. An extra: cancelling and resuming
 * work without it.
 */
export async function openBillingPortal(
  context: Context,
  userId: string,
  returnUrl: string,
): Promise<string> {
  const row = await liveSubscription(context, userId);
  // iyzico's card update form has no hosted page: the browser goes to ours, which embeds it.
  if (row.provider === "iyzico" && row.subscriptionRef)
    return new URL("/api/billing/iyzico-card-form", returnUrl).toString();
  const stripe = paymentProviders(context.env).stripe;
  if (row.provider !== "stripe" || !stripe || !row.customerRef) throw new AppError("no_subscription");
  try {
    return await stripe.createPortalSession(row.customerRef, returnUrl);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message }, "portal session failed");
    throw new AppError("payment_failed");
  }
}

/** Writes down a cancellation at period end (or its withdrawal) that the provider has accepted. */
async function markCancelAtPeriodEnd(context: Context, userId: string, cancel: boolean) {
  await context.database.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));
  await publishBillingChange(context.database, userId);
}

/**
 * Cancel at the end of the paid period, in the app whether or not Stripe's portal is configured:
 * Stripe through `cancel_at_period_end` (its webhook confirms, and deletes the subscription at the
 * period end); iyzico subscriptions through iyzico's cancel API (decision 159); iyzico's prepaid
 * periods and granted plans simply are not renewed. Either way the user returns to free when the
 * paid period ends (spec §4).
 */
export async function cancelSubscription(context: Context, userId: string): Promise<{ url: null }> {
  const row = await liveSubscription(context, userId);
  const iyzico = paymentProviders(context.env).iyzico?.subscriptions;
  if (row.provider === "iyzico" && row.subscriptionRef && iyzico) {
    await cancelIyzicoSubscription(context, iyzico, userId, row.subscriptionRef);
    return { url: null };
  }
  if (row.provider === "stripe") await setStripeCancel(context, row.subscriptionRef, true);
  await markCancelAtPeriodEnd(context, userId, true);
  return { url: null };
}

/**
 * Takes a cancellation back before the period ends. iyzico documents no way to reactivate a
 * cancelled subscription, so there the answer is an honest refusal (the user buys again later).
 */
export async function resumeSubscription(context: Context, userId: string): Promise<{ ok: true }> {
  const [cancelled] = await context.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  // iyzico marks its cancelled subscriptions CANCELED at once (the plan still runs to the period end).
  if (cancelled?.provider === "iyzico" && cancelled.subscriptionRef && cancelled.cancelAtPeriodEnd)
    throw new AppError("subscription_not_resumable");
  const row = await liveSubscription(context, userId);
  if (!row.cancelAtPeriodEnd) return { ok: true };
  if (row.provider === "stripe") await setStripeCancel(context, row.subscriptionRef, false);
  await markCancelAtPeriodEnd(context, userId, false);
  return { ok: true };
}

async function setStripeCancel(context: Context, subscriptionRef: string | null, cancel: boolean) {
  const stripe = paymentProviders(context.env).stripe;
  if (!stripe || !subscriptionRef) throw new AppError("no_subscription");
  try {
    await stripe.setCancelAtPeriodEnd(subscriptionRef, cancel);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "stripe cancel change failed");
    throw new AppError(cancel ? "plan_cancel_failed" : "payment_failed");
  }
}
