import { z } from "zod";
import { completeIyzicoPayment } from "../../billing/iyzico/complete-iyzico-payment";
import { syncIyzicoSubscription } from "../../billing/iyzico/sync-iyzico-subscription";
import { paymentExists } from "../../billing/payment-exists";
import { recordUnmatchedEvent } from "../../billing/record-unmatched-event";
import { handleStripeEvent } from "../../billing/stripe/handle-stripe-event";
import type { StripeEvent } from "../../billing/stripe/stripe-objects";
import { AppError } from "../../errors/app-error";
import { createRouter } from "../../http/create-router";

type Router = ReturnType<typeof createRouter>;

import {
  iyzicoSubscriptionWebhookSignature,
  iyzicoWebhookSignature,
  sameHex,
} from "../../providers/payments/iyzico-signing";
import { paymentProviders } from "../../providers/payments/payment-providers";
import { verifyStripeSignature } from "../../providers/payments/stripe-signature";
import type { ApiContext } from "../../server-context";

const stripeEventSchema = z.object({
  id: z.string(),
  object: z.literal("event"),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const iyzicoWebhookSchema = z.object({
  paymentConversationId: z.string(),
  token: z.string().optional(),
  status: z.string(),
  iyziEventType: z.string(),
  iyziPaymentId: z.union([z.number(), z.string()]),
});
/** iyzico's subscription format: renewals (subscription.order.success / .failure). */
const iyzicoSubscriptionWebhookSchema = z.object({
  iyziEventType: z.string().max(100),
  subscriptionReferenceCode: z.string().min(1).max(100),
  orderReferenceCode: z.string().max(100),
  customerReferenceCode: z.string().max(100),
});

// The size is capped before this by limitBodies (create-app.ts), while the body streams in.
const rawBody = (request: Request) => request.text();

/**
 * Provider-to-server routes (CSRF-exempt: providers cannot send our token; their signatures and
 * a server-side retrieval stand in for it). A provider without keys has no routes at all (404):
 * nothing anonymous is parsed for a provider this installation does not use.
 */
export function billingWebhookRoutes(context: ApiContext) {
  const router = createRouter();
  const secret = context.env.STRIPE_WEBHOOK_SECRET;
  if (secret) mountStripeWebhook(router, context, secret);
  if (paymentProviders(context.env).iyzico) mountIyzicoCallbacks(router, context);
  return router;
}

function mountStripeWebhook(router: Router, context: ApiContext, secret: string) {
  router.post("/api/billing/webhooks/stripe", async (c) => {
    // Verified over the exact bytes received, before anything is parsed.
    const body = await rawBody(c.req.raw);
    if (!verifyStripeSignature({ rawBody: body, header: c.req.header("stripe-signature"), secret }))
      throw new AppError("invalid_webhook_signature");
    const parsed = stripeEventSchema.safeParse(JSON.parse(body));
    if (!parsed.success) throw new AppError("bad_request");
    const { applied, unmatched } = await handleStripeEvent(context, parsed.data as StripeEvent);
    // Unmatched events are kept for the operator; Stripe retrying them would not find a user either.
    return c.json({ received: true, duplicate: !applied, ...(unmatched ? { unmatched } : {}) }, 200);
  });
}

function mountIyzicoCallbacks(router: Router, context: ApiContext) {
  router.post("/api/billing/webhooks/iyzico", async (c) => {
    const iyzico = paymentProviders(context.env).iyzico;
    if (!iyzico) throw new AppError("payments_not_configured");
    const body = await rawBody(c.req.raw);
    const json = JSON.parse(body || "null") as unknown;
    const subscription = iyzicoSubscriptionWebhookSchema.safeParse(json);
    if (subscription.success) {
      const merchantId = context.env.IYZICO_MERCHANT_ID;
      if (!iyzico.subscriptions || !merchantId) throw new AppError("payments_not_configured");
      const signed = iyzicoSubscriptionWebhookSignature(merchantId, iyzico.secretKey, subscription.data);
      if (!sameHex(c.req.header("x-iyz-signature-v3"), signed))
        throw new AppError("invalid_webhook_signature");
      // The body only says which subscription changed; what changed is retrieved from iyzico.
      const { iyziEventType, subscriptionReferenceCode, orderReferenceCode, customerReferenceCode } =
        subscription.data;
      const synced = await syncIyzicoSubscription(context, iyzico.subscriptions, subscriptionReferenceCode);
      if (synced !== null) return c.json({ received: true }, 200);
      // Replaced by an upgrade, or its account deleted: kept for the operator, not swallowed.
      await recordUnmatchedEvent(context.database.db, {
        provider: "iyzico",
        eventId: orderReferenceCode,
        type: iyziEventType,
        customerRef: customerReferenceCode,
        subscriptionRef: subscriptionReferenceCode,
      });
      return c.json({ received: true, unmatched: true }, 200);
    }
    const parsed = iyzicoWebhookSchema.safeParse(json);
    if (!parsed.success) throw new AppError("bad_request");
    const expected = iyzicoWebhookSignature(iyzico.secretKey, parsed.data);
    if (!sameHex(c.req.header("x-iyz-signature-v3"), expected))
      throw new AppError("invalid_webhook_signature");
    const { paymentConversationId, token, iyziEventType, iyziPaymentId } = parsed.data;
    if (!(await paymentExists(context.database, paymentConversationId))) {
      await recordUnmatchedEvent(context.database.db, {
        provider: "iyzico",
        eventId: String(iyziPaymentId),
        type: iyziEventType,
        detail: `conversation ${paymentConversationId}`,
      });
      return c.json({ received: true, unmatched: true }, 200);
    }
    if (token) await completeIyzicoPayment(context, paymentConversationId, token);
    return c.json({ received: true }, 200);
  });

  // iyzico posts the checkout form's token here; the result is retrieved server-side.
  router.post("/payment-callback", async (c) => {
    const paymentId = c.req.query("payment") ?? "";
    const form = await c.req.parseBody();
    const token = typeof form.token === "string" ? form.token : "";
    const outcome = paymentId && token ? await completeIyzicoPayment(context, paymentId, token) : "failed";
    const status = outcome === "failed" ? "&status=failed" : "";
    return c.redirect(`/payment-success?payment=${encodeURIComponent(paymentId)}${status}`, 303);
  });
  // iyzico posts the card form's token here; the card is iyzico's to keep, so the user just goes back.
  router.post("/payment-callback/card", (c) => c.redirect("/billing?card=updated", 303));
}
