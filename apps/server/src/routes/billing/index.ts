import { createRoute, z } from "@hono/zod-openapi";
import {
  billingConfigSchema,
  billingOverviewSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  orderQuerySchema,
  orderSchema,
  paymentSchema,
  redirectResponseSchema,
  usageEntrySchema,
} from "@sitelens/shared";
import type { Context } from "hono";
import { requireActiveUser } from "../../account/require-active-user";
import { buildOrder } from "../../billing/build-order";
import { getPayment, markPaymentCancelled } from "../../billing/get-payment";
import { limitProviderCalls } from "../../billing/limit-provider-calls";
import { loadBillingOverview } from "../../billing/load-billing-overview";
import { cancelSubscription, openBillingPortal, resumeSubscription } from "../../billing/manage-subscription";
import { renderInvoicePdf } from "../../billing/render-invoice-pdf";
import { startCheckout } from "../../billing/start-checkout";
import { clientIp } from "../../http/client-ip";
import { createRouter } from "../../http/create-router";
import { errorResponse } from "../../http/error-response";
import { paymentProviders } from "../../providers/payments/payment-providers";
import type { ApiContext } from "../../server-context";
import { listUsage } from "../../usage/list-usage";
import { json, jsonBody } from "../sites/route-helpers";
import { iyzicoFormRoutes } from "./iyzico-form";
import { billingWebhookRoutes } from "./webhooks";

const idParam = z.object({ id: z.string().min(1).max(100) });
const tags = ["billing"];
const signedIn = { 401: errorResponse("Not signed in") };

const configRoute = createRoute({
  method: "get",
  path: "/api/billing/config",
  tags,
  summary: "Which payment providers this installation has (none: no online payment)",
  responses: { 200: json(billingConfigSchema, "Providers") },
});
const overviewRoute = createRoute({
  method: "get",
  path: "/api/billing",
  tags,
  summary: "Subscription, invoices and usage for /billing",
  responses: { 200: json(billingOverviewSchema, "Overview"), ...signedIn },
});
const usageRoute = createRoute({
  method: "get",
  path: "/api/usage",
  tags,
  summary: "Use of every counted action in its current period against the plan's quota",
  responses: { 200: json(z.object({ usage: z.array(usageEntrySchema) }), "Usage"), ...signedIn },
});
const orderRoute = createRoute({
  method: "get",
  path: "/api/billing/order",
  tags,
  summary: "The order /payment shows: a plan and interval, or an unpaid invoice, with taxes",
  request: { query: orderQuerySchema },
  responses: { 200: json(orderSchema, "Order"), 400: errorResponse("plan_not_purchasable"), ...signedIn },
});
const checkoutRoute = createRoute({
  method: "post",
  path: "/api/billing/checkout",
  tags,
  summary: "Start a checkout at the provider; the browser goes to redirectUrl",
  request: jsonBody(checkoutRequestSchema),
  responses: {
    200: json(checkoutResponseSchema, "Started"),
    502: errorResponse("payment_failed"),
    503: errorResponse("payments_not_configured"),
    ...signedIn,
  },
});
const paymentRoute = createRoute({
  method: "get",
  path: "/api/billing/payments/{id}",
  tags,
  summary: "One of the user's payments (pending, succeeded, failed, cancelled)",
  request: { params: idParam },
  responses: { 200: json(paymentSchema, "Payment"), 404: errorResponse("Not one of yours"), ...signedIn },
});
const cancelPaymentRoute = createRoute({
  method: "post",
  path: "/api/billing/payments/{id}/cancel",
  tags,
  summary: "The user left the provider's page: a pending payment becomes cancelled",
  request: { params: idParam },
  responses: { 200: json(paymentSchema, "Payment"), 404: errorResponse("Not one of yours"), ...signedIn },
});
const portalRoute = createRoute({
  method: "post",
  path: "/api/billing/portal",
  tags,
  summary: "Stripe customer portal session: manage the payment method",
  responses: {
    200: json(redirectResponseSchema, "Portal"),
    404: errorResponse("no_subscription"),
    ...signedIn,
  },
});
const cancelRoute = createRoute({
  method: "post",
  path: "/api/billing/cancel",
  tags,
  summary: "Cancel at period end (Stripe: cancel_at_period_end; iyzico: its cancel API; others: no renewal)",
  responses: {
    200: json(z.object({ url: z.string().nullable() }), "Cancelled at period end (url is always null)"),
    404: errorResponse("no_subscription"),
    ...signedIn,
  },
});
const resumeRoute = createRoute({
  method: "post",
  path: "/api/billing/resume",
  tags,
  summary: "Take back a cancellation before the period ends (iyzico cannot: 409)",
  responses: {
    200: json(z.object({ ok: z.literal(true) }), "Renews again"),
    404: errorResponse("no_subscription"),
    409: errorResponse("subscription_not_resumable"),
    ...signedIn,
  },
});
const invoicePdfRoute = createRoute({
  method: "get",
  path: "/api/invoices/{id}/pdf",
  tags,
  summary: "One of the user's invoices as a PDF",
  request: { params: idParam, query: z.object({ lang: z.enum(["tr", "en"]).optional() }) },
  responses: {
    200: {
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      description: "PDF",
    },
    404: errorResponse("Not one of yours"),
    ...signedIn,
  },
});

/** The origin the provider sends the browser back to (PUBLIC_URL wins in start-checkout). */
const origin = (c: Context) => new URL(c.req.url).origin;

export function billingRoutes(context: ApiContext) {
  const router = createRouter();
  router.openapi(configRoute, (c) => c.json({ providers: paymentProviders(context.env).configured }, 200));
  router.openapi(overviewRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await loadBillingOverview(context.database, context.env, user.id), 200);
  });
  router.openapi(usageRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json({ usage: await listUsage(context.database, user.id) }, 200);
  });
  router.openapi(orderRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const query = c.req.valid("query");
    const request = query.invoice
      ? { invoiceId: query.invoice }
      : { planId: query.plan ?? "", interval: query.interval ?? "month", currency: query.currency ?? "USD" };
    const {
      usdPrice: _usd,
      invoiceRow: _row,
      ...order
    } = await buildOrder(context.database, context.env, user.id, request);
    return c.json(order, 200);
  });
  router.openapi(checkoutRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await limitProviderCalls(context.database, user.id);
    const started = await startCheckout(context, user.id, c.req.valid("json"), {
      origin: origin(c),
      ip: clientIp(c, context.env.TRUST_PROXY) ?? "127.0.0.1",
      language: c.get("language"),
    });
    return c.json(started, 200);
  });
  router.openapi(paymentRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await getPayment(context.database, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(cancelPaymentRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    return c.json(await markPaymentCancelled(context.database, user.id, c.req.valid("param").id), 200);
  });
  router.openapi(portalRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await limitProviderCalls(context.database, user.id);
    const base = context.env.PUBLIC_URL ?? origin(c);
    return c.json({ url: await openBillingPortal(context, user.id, `${base}/billing`) }, 200);
  });
  router.openapi(cancelRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await limitProviderCalls(context.database, user.id);
    return c.json(await cancelSubscription(context, user.id), 200);
  });
  router.openapi(resumeRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    await limitProviderCalls(context.database, user.id);
    return c.json(await resumeSubscription(context, user.id), 200);
  });
  router.openapi(invoicePdfRoute, async (c) => {
    const user = await requireActiveUser(c, context);
    const language = c.req.valid("query").lang ?? c.get("language");
    const { pdf, fileName } = await renderInvoicePdf(
      context.database,
      user.id,
      c.req.valid("param").id,
      language,
    );
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    });
  });
  router.route("/", billingWebhookRoutes(context));
  router.route("/", iyzicoFormRoutes(context));
  return router;
}
