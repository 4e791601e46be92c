import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type {
  BillingOverview,
  Invoice,
  Order,
  Payment,
  PaymentStatus,
  PlanLimitsResponse,
} from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalStripe, startLocalStripe } from "../support/local-stripe";
import { openEventStream } from "../support/read-events";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";

const SECRET = "sk_test_local";
const WEBHOOK_SECRET = "whsec_local_test_secret";
let stripe: LocalStripe;
let server: TestServer;

beforeAll(async () => {
  stripe = await startLocalStripe({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    prices: {
      price_pro_month: { amount: 2900, currency: "usd", interval: "month" },
      price_pro_year: { amount: 31320, currency: "usd", interval: "year" },
    },
  });
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_IDS: JSON.stringify({ pro: { month: "price_pro_month", year: "price_pro_year" } }),
    },
  });
  stripe.state.webhookUrl = `${server.url}/api/billing/webhooks/stripe`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

const get = async <T>(client: TestClient, path: string) => (await client.json<T>("GET", path)).body;

async function checkout(client: TestClient, body: Record<string, unknown>) {
  const { status, body: started } = await client.json<{ paymentId: string; redirectUrl: string }>(
    "POST",
    "/api/billing/checkout",
    body,
  );
  expect(status).toBe(200);
  const sessionId = started.redirectUrl.split("/").at(-1)!;
  return { ...started, sessionId };
}

describe("buying a plan with Stripe", () => {
  it("shows the order with KDV, starts a subscription Checkout Session and activates only on verified webhooks", async () => {
    const { client, userId } = await signUpTestUser(server, { language: "tr" });
    expect(await get(client, "/api/billing/config")).toEqual({ providers: ["stripe"] });
    const order = await get<Order>(client, "/api/billing/order?plan=pro&interval=month&currency=TRY");
    expect(order).toMatchObject({ kind: "plan", planId: "pro", provider: "stripe" });
    expect(order.summary).toMatchObject({ currency: "TRY", taxRate: 0.2 });
    expect(order.summary.subtotal + order.summary.tax).toBeCloseTo(order.summary.total, 2);
    expect(order.chargedSummary).toMatchObject({ currency: "USD", total: 29 });

    const started = await checkout(client, { planId: "pro", interval: "month", currency: "USD" });
    const sent = stripe.requests.find((request) => request.path === "/v1/checkout/sessions")!.body;
    expect(sent).toMatchObject({
      mode: "subscription",
      client_reference_id: userId,
      line_items: { 0: { price: "price_pro_month", quantity: "1" } },
      subscription_data: { metadata: { user_id: userId, plan_id: "pro" } },
    });
    expect(String(sent.success_url)).toContain(
      `/payment-success?payment=${started.paymentId}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(String(sent.cancel_url)).toContain("status=cancelled");
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe("pending");

    const [created, completed, paid] = stripe.completionEvents(started.sessionId);
    // Forged: wrong secret; stale: right secret, timestamp outside the 300 s tolerance.
    const forged = await stripe.deliver(completed!, "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_webhook_signature",
    );
    const payload = JSON.stringify(completed, null, 2);
    const stale = await stripe.deliver(
      completed!,
      stripe.signed(payload, Math.floor(Date.now() / 1000) - 301),
    );
    expect(stale.status).toBe(400);
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe("pending");
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).isTrial).toBe(true);

    // Out of order: the invoice first, then the session, then the subscription's creation.
    for (const event of [paid!, completed!, created!]) expect((await stripe.deliver(event)).status).toBe(200);
    const duplicate = await stripe.deliver(paid!);
    expect(await duplicate.json()).toEqual({ received: true, duplicate: true });

    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe(
      "succeeded",
    );
    const limits = await get<PlanLimitsResponse>(client, "/api/plan-limits");
    expect(limits).toMatchObject({ planId: "pro", isTrial: false, canAccessFeatures: true });
    const overview = await get<BillingOverview>(client, "/api/billing");
    expect(overview.subscription).toMatchObject({
      provider: "stripe",
      planId: "pro",
      interval: "month",
      status: "active",
      canManage: true,
      cancelAtPeriodEnd: false,
    });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({
      planName: "Pro",
      amount: 29,
      currency: "USD",
      status: "paid",
    });
    expect(overview.usage.find((entry) => entry.kind === "rank_checks")).toMatchObject({
      limit: 500,
      used: 0,
    });
    expect((await get<PaymentStatus>(client, "/api/payment-status")).unpaidInvoices).toEqual([]);
  });

  it("renders the invoice PDF with Turkish letters and keeps it from other users", async () => {
    const buyer = await signUpTestUser(server, { language: "tr" });
    const started = await checkout(buyer.client, { planId: "pro", interval: "year", currency: "USD" });
    for (const event of stripe.completionEvents(started.sessionId)) await stripe.deliver(event);
    const [invoice] = (await get<BillingOverview>(buyer.client, "/api/billing")).invoices as [Invoice];
    expect(invoice).toMatchObject({ amount: 313.2, status: "paid" });

    const response = await buyer.client.get(`/api/invoices/${invoice.id}/pdf?lang=tr`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const file = join(mkdtempSync(join(tmpdir(), "sitelens-invoice-")), "invoice.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    expect(execFileSync("pdffonts", [file]).toString()).toContain("DejaVuSans");
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain("Ödendi");
    expect(text).toContain("Düzenlenme tarihi");

    const other = await signUpTestUser(server);
    expect((await other.client.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await other.client.get(`/api/billing/payments/${started.paymentId}`)).status).toBe(404);
    expect((await other.client.get(`/api/billing/order?invoice=${invoice.id}`)).status).toBe(404);
    expect((await get<BillingOverview>(other.client, "/api/billing")).invoices).toEqual([]);
  });

  it("opens the customer portal, cancels at period end and returns to free when Stripe deletes it", async () => {
    const { client } = await signUpTestUser(server);
    const started = await checkout(client, { planId: "pro", interval: "month", currency: "USD" });
    const events = stripe.completionEvents(started.sessionId);
    for (const event of events) await stripe.deliver(event);
    const subscription = (events[0]!.data as { object: Record<string, unknown> }).object;

    // A failed renewal: the paid area waits for the payment (spec §4), on the server too.
    const paidInvoice = (events[2]!.data as { object: Record<string, unknown> }).object;
    const renewal = {
      ...paidInvoice,
      id: "in_renewal",
      number: "R-2",
      due_date: Math.floor(Date.now() / 1000) - 60,
    };
    await stripe.deliver(stripe.event("invoice.payment_failed", renewal));
    const gated = await client.json<{ error: { code: string } }>("GET", "/api/sites/any/report.pdf");
    expect(gated.status).toBe(402);
    expect(gated.body.error.code).toBe("payment_required");
    await stripe.deliver(stripe.event("invoice.paid", renewal));
    await stripe.deliver(stripe.event("invoice.payment_failed", renewal));
    expect((await client.get("/api/sites/any/report.pdf")).status).toBe(404);

    const portal = await client.json<{ url: string }>("POST", "/api/billing/portal");
    expect(portal.status).toBe(200);
    expect(portal.body.url).toContain(`${stripe.url}/p/session/`);
    // Cancelling and resuming work in the app, the portal being an extra.
    const cancel = await client.json<{ url: string | null }>("POST", "/api/billing/cancel");
    expect(cancel.body).toEqual({ url: null });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscription.id}`,
      body: { cancel_at_period_end: "true" },
    });
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      canCancel: false,
      canResume: true,
    });
    expect((await client.json("POST", "/api/billing/resume")).status).toBe(200);
    expect(stripe.requests.at(-1)!.body).toEqual({ cancel_at_period_end: "false" });
    await stripe.settled();
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      canCancel: true,
      canResume: false,
    });
    expect((await client.json("POST", "/api/billing/cancel")).status).toBe(200);
    await stripe.settled();

    const stream = await openEventStream(server.url, cookieHeader(client));
    const updated = stripe.event("customer.subscription.updated", {
      ...subscription,
      cancel_at_period_end: true,
    });
    await stripe.deliver(updated);
    await stream.waitFor(2);
    expect(stream.received.map((event) => event.event)).toContain("user.updated");
    await stream.stop();
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: "active",
      canCancel: false,
    });
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");

    const deleted = stripe.event("customer.subscription.deleted", { ...subscription, status: "canceled" });
    const older = { ...updated, id: "evt_older_redelivery", created: (updated.created as number) - 5 };
    await stripe.deliver(deleted);
    await stripe.deliver(older);
    const limits = await get<PlanLimitsResponse>(client, "/api/plan-limits");
    expect(limits).toMatchObject({ planId: "free", canAccessFeatures: false });
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      status: "canceled",
    });
    expect((await client.json("POST", "/api/billing/cancel")).status).toBe(404);
  });

  it("changes a subscriber's plan in place with proration, never through a second subscription", async () => {
    const { client } = await signUpTestUser(server);
    const started = await checkout(client, { planId: "pro", interval: "month", currency: "USD" });
    const events = stripe.completionEvents(started.sessionId);
    for (const event of events) await stripe.deliver(event);
    const subscription = (events[0]!.data as { object: Record<string, unknown> }).object;
    const checkouts = () =>
      stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").length;
    const before = checkouts();

    const changed = await client.json<{ paymentId: string; redirectUrl: string }>(
      "POST",
      "/api/billing/checkout",
      { planId: "pro", interval: "year", currency: "USD" },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.redirectUrl).toMatch(/\/billing$/);
    expect(checkouts()).toBe(before);
    const update = stripe.updates.filter((entry) => entry.subscription === subscription.id).at(-1)!.body;
    // Granted only once the prorated invoice is paid (decision 165); nothing else rides along.
    expect(update).toEqual({
      items: { 0: { id: expect.stringMatching(/^si_/), price: "price_pro_year" } },
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
      expand: { 0: "latest_invoice" },
    });
    // Stripe's customer.subscription.updated webhook moves the plan, as for every subscription change.
    await expect
      .poll(async () => (await get<BillingOverview>(client, "/api/billing")).subscription?.interval)
      .toBe("year");
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
  });

  it("answers 'already on this plan' for the plan and interval the subscription has, in the user's language", async () => {
    const { client } = await signUpTestUser(server, { language: "tr" });
    const started = await checkout(client, { planId: "pro", interval: "month", currency: "USD" });
    for (const event of stripe.completionEvents(started.sessionId)) await stripe.deliver(event);
    const updatesBefore = stripe.updates.length;
    const order = await client.json<{ error: { code: string; message: string } }>(
      "GET",
      "/api/billing/order?plan=pro&interval=month&currency=TRY",
    );
    expect(order.status).toBe(409);
    expect(order.body.error).toMatchObject({
      code: "already_on_plan",
      message: expect.stringContaining("Zaten bu plandasınız"),
    });
    const again = await client.json<{ error: { code: string } }>("POST", "/api/billing/checkout", {
      planId: "pro",
      interval: "month",
      currency: "USD",
    });
    expect(again.body.error.code).toBe("already_on_plan");
    expect(stripe.updates.length).toBe(updatesBefore);
    // Another interval of the same plan is a change, not the same plan.
    expect((await client.json("GET", "/api/billing/order?plan=pro&interval=year&currency=USD")).status).toBe(
      200,
    );
  });

  it("turns a failed payment into an unpaid invoice that the user can pay", async () => {
    const { client } = await signUpTestUser(server);
    const started = await checkout(client, { planId: "pro", interval: "month", currency: "USD" });
    for (const event of stripe.completionEvents(started.sessionId, false)) await stripe.deliver(event);
    const status = await get<PaymentStatus>(client, "/api/payment-status");
    expect(status.unpaidInvoices).toHaveLength(1);
    const unpaid = status.unpaidInvoices[0]!;
    expect(unpaid).toMatchObject({ status: "overdue", amount: 29 });

    const order = await get<Order>(client, `/api/billing/order?invoice=${unpaid.id}`);
    expect(order).toMatchObject({ kind: "invoice", provider: "stripe", summary: { total: 29 } });
    const payInvoice = await checkout(client, { invoiceId: unpaid.id });
    expect(stripe.requests.at(-1)!.body).toMatchObject({
      mode: "payment",
      line_items: { 0: { price_data: { currency: "usd", unit_amount: "2900" } } },
      metadata: { invoice_id: unpaid.id },
    });
    const session = stripe.sessions.get(payInvoice.sessionId)!;
    const completed = stripe.event("checkout.session.completed", {
      ...session,
      status: "complete",
      payment_status: "paid",
    });
    await stripe.deliver(completed);
    expect((await get<PaymentStatus>(client, "/api/payment-status")).unpaidInvoices).toEqual([]);
    const paidAgain = await client.json<{ error: { code: string } }>("POST", "/api/billing/checkout", {
      invoiceId: unpaid.id,
    });
    expect(paidAgain.body.error.code).toBe("invoice_already_paid");
  });

  it("marks a payment the user abandoned as cancelled and reports provider errors in the user's language", async () => {
    const { client } = await signUpTestUser(server, { language: "tr" });
    const started = await checkout(client, { planId: "pro", interval: "month", currency: "USD" });
    const cancelled = await client.json<Payment>("POST", `/api/billing/payments/${started.paymentId}/cancel`);
    expect(cancelled.body.status).toBe("cancelled");
    const agency = await client.json<{ error: { code: string; message: string } }>(
      "POST",
      "/api/billing/checkout",
      {
        planId: "agency",
        interval: "month",
        currency: "USD",
      },
    );
    expect(agency.status).toBe(400);
    expect(agency.body.error.code).toBe("plan_not_purchasable");
    const free = await client.json<{ error: { code: string } }>("POST", "/api/billing/checkout", {
      planId: "free",
      interval: "month",
      currency: "USD",
    });
    expect(free.body.error.code).toBe("plan_not_purchasable");
  });
});

function cookieHeader(client: TestClient): string {
  return `sitelens.session_token=${client.cookie("sitelens.session_token")}`;
}
