import { randomUUID } from "node:crypto";
import type { CheckoutResponse } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { payments, subscriptions, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { paymentProviders } from "../providers/payments/payment-providers";
import { type CheckoutInput, type CheckoutStart, PaymentProviderError } from "../providers/payments/types";
import type { ServerContext } from "../server-context";
import { buildOrder, type OrderRequest } from "./build-order";
import { changeableStripeSubscription, changeStripePlan } from "./change-stripe-plan";
import { changeableIyzicoSubscription, changeIyzicoSubscription } from "./iyzico/change-iyzico-subscription";

export type CheckoutMeta = { origin: string; ip: string; language: "tr" | "en" };

/**
 * Records a pending payment and hands the browser to the provider's hosted page. Nothing is
 * activated here: only the provider's verified webhook or a server-side retrieval does that.
 */
export async function startCheckout(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  request: OrderRequest,
  meta: CheckoutMeta,
): Promise<CheckoutResponse> {
  const { database, env } = context;
  const providers = paymentProviders(env);
  if (providers.configured.length === 0) throw new AppError("payments_not_configured");
  const order = await buildOrder(database, env, userId, request);
  const provider = order.provider ? providers[order.provider] : null;
  if (!provider || !order.chargedSummary) throw new AppError("plan_not_purchasable");
  const [user] = await database.db.select().from(users).where(eq(users.id, userId));
  const [subscription] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!user) throw new AppError("unauthenticated");
  const base = env.PUBLIC_URL ?? meta.origin;
  const running = changeableStripeSubscription(subscription);
  if (order.kind === "plan" && order.planId && order.interval && running && providers.stripe) {
    // A Stripe subscriber changes plan in place (prorated), never through a second subscription.
    const { pending } = await changeStripePlan(context, providers.stripe, running.subscriptionRef, {
      userId,
      planId: order.planId,
      interval: order.interval,
    });
    return { paymentId: "", redirectUrl: `${base}/billing${pending ? "?change=pending" : ""}` };
  }
  const iyzicoRunning = changeableIyzicoSubscription(subscription);
  const iyzicoApi = providers.iyzico?.subscriptions;
  if (order.kind === "plan" && order.planId && order.interval && iyzicoRunning && iyzicoApi) {
    // Likewise an iyzico subscriber moves to another pricing plan (decision 159).
    await changeIyzicoSubscription(context, iyzicoApi, iyzicoRunning, {
      userId,
      planId: order.planId,
      interval: order.interval,
    });
    return { paymentId: "", redirectUrl: `${base}/billing` };
  }

  const paymentId = randomUUID();
  const charged = order.chargedSummary;
  await database.db.insert(payments).values({
    id: paymentId,
    userId,
    provider: provider.id,
    planId: order.planId,
    interval: order.interval,
    invoiceId: order.invoice?.id ?? null,
    amount: charged.total,
    currency: charged.currency,
    status: "pending",
  });
  const title =
    order.kind === "plan" && order.planTitle
      ? `Sitelens ${order.planTitle[meta.language]}`
      : `Sitelens ${order.invoice?.invoiceNumber ?? ""}`.trim();
  const pricingPlan =
    provider.id === "iyzico" && order.kind === "plan" && order.planId && order.interval
      ? iyzicoApi?.pricingPlan(order.planId, order.interval)
      : null;
  try {
    const input: CheckoutInput = {
      paymentId,
      user: { id: user.id, email: user.email, name: user.name, phone: user.phone, ip: meta.ip },
      item:
        order.kind === "plan" && order.planId && order.interval
          ? { kind: "plan", planId: order.planId, interval: order.interval, title }
          : { kind: "invoice", invoiceId: order.invoice?.id ?? "", title },
      price: { amount: charged.total, currency: charged.currency },
      language: meta.language,
      customerRef: subscription?.provider === provider.id ? subscription.customerRef : null,
      successUrl: `${base}/payment-success?payment=${paymentId}`,
      cancelUrl: `${base}/payment-success?payment=${paymentId}&status=cancelled`,
      callbackUrl: `${base}/payment-callback?payment=${paymentId}`,
    };
    // With a pricing plan for it, an iyzico purchase is a subscription whose form our own page embeds.
    const started: CheckoutStart & { checkoutForm?: string } =
      pricingPlan && providers.iyzico
        ? await providers.iyzico.startSubscriptionCheckout(input, pricingPlan).then((form) => ({
            providerRef: form.token,
            checkoutForm: form.checkoutFormContent,
            redirectUrl: `${base}/api/billing/payments/${paymentId}/iyzico-form`,
          }))
        : await provider.startCheckout(input);
    await database.db
      .update(payments)
      .set({
        providerRef: started.providerRef,
        checkoutForm: started.checkoutForm ?? null,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId));
    return { paymentId, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "checkout could not start");
    await database.db
      .update(payments)
      .set({ status: "failed", failureReason: error.code ?? "provider_error", updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    throw new AppError("payment_failed");
  }
}
