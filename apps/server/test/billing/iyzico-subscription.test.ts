import type { BillingOverview, Order, Payment, PlanLimitsResponse } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, unmatchedPaymentEvents, users } from "../../src/db/schema";
import { iyzicoSubscriptionWebhookSignature } from "../../src/providers/payments/iyzico-signing";
import { startLocalIyzico } from "../support/local-iyzico";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { expireAfterPeriodEnd } from "./expire-after-period-end";
import { iyzicoRequests } from "./iyzico-requests";

const DAY_MS = 86_400_000;
const SECRET = "sandbox-secret-key";
const MERCHANT = "3382172";
const PLANS = {
  pro: { month: "plan-pro-month", year: "plan-pro-year" },
  agency: { month: "plan-agency-month" },
};
let iyzico: Awaited<ReturnType<typeof startLocalIyzico>>;
let server: TestServer;

beforeAll(async () => {
  iyzico = await startLocalIyzico({
    apiKey: "sandbox-api-key",
    secretKey: SECRET,
    merchantId: MERCHANT,
    pricingPlans: {
      "plan-pro-month": { price: 1250, days: 30 },
      "plan-pro-year": { price: 12500, days: 365 },
      "plan-agency-month": { price: 4000, days: 30 },
    },
  });
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      IYZICO_API_KEY: "sandbox-api-key",
      IYZICO_SECRET_KEY: SECRET,
      IYZICO_BASE_URL: iyzico.url,
      IYZICO_MERCHANT_ID: MERCHANT,
      IYZICO_SUBSCRIPTION_PLANS: JSON.stringify(PLANS),
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await iyzico?.close();
});

const get = async <T>(client: TestClient, path: string) => (await client.json<T>("GET", path)).body;

/** /pricing → checkout: the browser is sent to our page that embeds iyzico's subscription form. */
async function subscribe(client: TestClient, planId = "pro") {
  const started = await client.json<{ paymentId: string; redirectUrl: string }>(
    "POST",
    "/api/billing/checkout",
    {
      planId,
      interval: "month",
      currency: "TRY",
    },
  );
  expect(started.status).toBe(200);
  const sent = iyzico.requests.at(-1)!;
  expect(sent.path).toBe("/v2/subscription/checkoutform/initialize");
  expect(String(sent.body.callbackUrl)).toContain(`/payment-callback?payment=${started.body.paymentId}`);
  const page = await client.get(new URL(started.body.redirectUrl).pathname);
  const html = await page.text();
  const formToken = /i\.value="([^"]+)"/.exec(html)![1]!;
  return { ...started.body, token: formToken, page, html, sent: sent.body };
}

const postCallback = (paymentId: string, token: string) =>
  iyzicoRequests(server.url, iyzico.url).postCallback(paymentId, token);

const sendWebhook = (payload: unknown, signature: string) =>
  iyzicoRequests(server.url, iyzico.url).sendWebhook(payload, signature);

async function subscribed(client: TestClient, planId = "pro") {
  const started = await subscribe(client, planId);
  await postCallback(started.paymentId, started.token);
  const ref = iyzico.subscriptions.subscriptionOf(started.token)!;
  return { ...started, ref };
}

// Each test signs users up and drives several provider round trips: generous on a loaded machine.
describe("iyzico subscriptions", { timeout: 180_000 }, () => {
  it("computes the subscription-format X-IYZ-Signature-V3 over merchantId, secret, event and references", () => {
    const signature = iyzicoSubscriptionWebhookSignature("m1", "s3cret", {
      iyziEventType: "subscription.order.success",
      subscriptionReferenceCode: "sub",
      orderReferenceCode: "ord",
      customerReferenceCode: "cus",
    });
    // hex(HMAC-SHA256("s3cret", "m1s3cretsubscription.order.successsubordcus")), computed with openssl.
    expect(signature).toBe("b237ba6e100369187625c23fef1aa0977875708eb82aca93348a373bbd01b381");
  });

  it("sells a plan as an iyzico subscription: embedded form, callback retrieval, plan and paid invoice", async () => {
    const { client } = await signUpTestUser(server, { language: "tr" });
    const started = await subscribe(client);
    expect(started.sent).toMatchObject({
      conversationId: started.paymentId,
      pricingPlanReferenceCode: "plan-pro-month",
      subscriptionInitialStatus: "ACTIVE",
      customer: { identityNumber: "11111111111" },
    });
    expect(started.page.status).toBe(200);
    expect(started.html).toContain('id="iyzipay-checkout-form"');
    const csp = started.page.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' https:/);
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe("pending");

    const response = await postCallback(started.paymentId, started.token);
    expect(response.headers.get("location")).toBe(`/payment-success?payment=${started.paymentId}`);
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe(
      "succeeded",
    );
    expect(await get<PlanLimitsResponse>(client, "/api/plan-limits")).toMatchObject({
      planId: "pro",
      isTrial: false,
    });
    const overview = await get<BillingOverview>(client, "/api/billing");
    expect(overview.subscription).toMatchObject({ provider: "iyzico", status: "active", canCancel: true });
    expect(Math.round((Date.parse(overview.subscription!.currentPeriodEnd!) - Date.now()) / DAY_MS)).toBe(30);
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({
      amount: 1250,
      currency: "TRY",
      status: "paid",
      planName: "Pro",
    });
    // The form is gone once paid, and a second callback changes nothing.
    expect((await client.get(`/api/billing/payments/${started.paymentId}/iyzico-form`)).status).toBe(404);
    await postCallback(started.paymentId, started.token);
    expect((await get<BillingOverview>(client, "/api/billing")).invoices).toHaveLength(1);
  });

  it("tells /payment how an iyzico order renews and opens iyzico's card update form to manage the card", async () => {
    const { client } = await signUpTestUser(server, { language: "en" });
    const order = (plan: string) =>
      get<Order>(client, `/api/billing/order?plan=${plan}&interval=month&currency=TRY`);
    expect((await order("pro")).renewal).toBe("automatic");
    const { ref } = await subscribed(client);
    expect((await order("agency")).renewal).toBe("changeNow");
    const overview = await get<BillingOverview>(client, "/api/billing");
    expect(overview.subscription).toMatchObject({ canManage: true, renews: true });

    const portal = await client.json<{ url: string }>("POST", "/api/billing/portal");
    expect(portal.body.url).toMatch(/\/api\/billing\/iyzico-card-form$/);
    const page = await client.get(new URL(portal.body.url).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="iyzipay-checkout-form"');
    const sent = iyzico.requests.at(-1)!;
    expect(sent.path).toBe("/v2/subscription/card-update/checkoutform/initialize");
    const row = iyzico.subscriptions.subscriptions.get(ref)!;
    expect(sent.body).toMatchObject({
      subscriptionReferenceCode: ref,
      customerReferenceCode: row.customerReferenceCode,
    });
    // Another user without a subscription gets no card form.
    const other = await signUpTestUser(server);
    expect((await other.client.get("/api/billing/iyzico-card-form")).status).toBe(404);
    // Each opening calls iyzico: past 20 an hour the user is told to wait, and iyzico is not asked.
    for (let opened = 1; opened < 20; opened++) await other.client.get("/api/billing/iyzico-card-form");
    const before = iyzico.requests.length;
    const limited = await other.client.get("/api/billing/iyzico-card-form");
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(iyzico.requests.length).toBe(before);
  });

  it("refuses a declined card and never shows one user's form to another", async () => {
    const alice = await signUpTestUser(server);
    const bob = await signUpTestUser(server);
    const started = await subscribe(alice.client);
    expect((await bob.client.get(`/api/billing/payments/${started.paymentId}/iyzico-form`)).status).toBe(404);
    iyzico.subscriptions.outcomes.set(started.token, "DECLINED");
    const response = await postCallback(started.paymentId, started.token);
    expect(response.headers.get("location")).toContain("status=failed");
    expect((await get<Payment>(alice.client, `/api/billing/payments/${started.paymentId}`)).status).toBe(
      "failed",
    );
    expect((await get<PlanLimitsResponse>(alice.client, "/api/plan-limits")).isTrial).toBe(true);
  });

  it("applies renewals and failures from signed webhooks, idempotently and in any order; forged ones are 400", async () => {
    const { client, userId } = await signUpTestUser(server);
    const { ref } = await subscribed(client);
    const paid = iyzico.subscriptions.renew(ref, "SUCCESS");
    const failed = iyzico.subscriptions.renew(ref, "FAILED");

    expect((await sendWebhook(failed.payload, "0".repeat(64))).status).toBe(400);
    expect((await get<BillingOverview>(client, "/api/billing")).invoices).toHaveLength(1);
    const forgedRef = { ...paid.payload, subscriptionReferenceCode: "someone-else" };
    expect((await sendWebhook(forgedRef, paid.signature)).status).toBe(400);

    // The failure arrives before the success, and twice: the state retrieved from iyzico decides.
    for (const event of [failed, failed, paid, paid])
      expect((await sendWebhook(event.payload, event.signature)).status).toBe(200);
    const overview = await get<BillingOverview>(client, "/api/billing");
    expect(overview.invoices.map((invoice) => invoice.status).sort()).toEqual(["overdue", "paid", "paid"]);
    expect(overview.subscription).toMatchObject({ status: "past_due" });
    const [row] = await server.context.database.db.select().from(users).where(eq(users.id, userId));
    expect(Math.round((row!.subscriptionEndDate!.getTime() - Date.now()) / DAY_MS)).toBe(60);
    const status = await get<{ unpaidInvoices: unknown[] }>(client, "/api/payment-status");
    expect(status.unpaidInvoices).toHaveLength(1);
  });

  it("cancels through iyzico: the plan stays to the end of the paid period, then the user is on free", async () => {
    const { client, userId } = await signUpTestUser(server);
    const { ref } = await subscribed(client);
    const cancel = await client.json<{ url: string | null }>("POST", "/api/billing/cancel");
    expect(cancel.body).toEqual({ url: null });
    expect(iyzico.requests.at(-2)!.path).toBe(`/v2/subscription/subscriptions/${ref}/cancel`);
    expect(iyzico.subscriptions.subscriptions.get(ref)!.subscriptionStatus).toBe("CANCELED");
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: true,
      canCancel: false,
      canResume: false,
    });
    // iyzico documents no way to reactivate a cancelled subscription: said plainly.
    const resume = await client.json<{ error: { code: string } }>("POST", "/api/billing/resume");
    expect(resume.status).toBe(409);
    expect(resume.body.error.code).toBe("subscription_not_resumable");
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
    await expireAfterPeriodEnd(server, userId);
    expect(await get<PlanLimitsResponse>(client, "/api/plan-limits")).toMatchObject({
      planId: "free",
      canAccessFeatures: false,
    });
  });

  it("cancels the iyzico subscription before deleting the account; later webhooks for it are kept for the operator", async () => {
    const { client } = await signUpTestUser(server);
    const { ref } = await subscribed(client);
    expect((await client.json("DELETE", "/api/account")).status).toBe(200);
    expect(iyzico.requests.at(-1)!.path).toBe(`/v2/subscription/subscriptions/${ref}/cancel`);
    expect(iyzico.subscriptions.subscriptions.get(ref)!.subscriptionStatus).toBe("CANCELED");
    const renewal = iyzico.subscriptions.renew(ref, "SUCCESS");
    const answer = await sendWebhook(renewal.payload, renewal.signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, unmatched: true });
    const [kept] = await server.context.database.db
      .select()
      .from(unmatchedPaymentEvents)
      .where(eq(unmatchedPaymentEvents.subscriptionRef, ref));
    expect(kept).toMatchObject({ provider: "iyzico", type: "subscription.order.success" });
  });

  it("leaves an active subscription to iyzico's renewal instead of expiring it", async () => {
    const { client, userId } = await signUpTestUser(server);
    await subscribed(client);
    await expireAfterPeriodEnd(server, userId);
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
  });

  it("changes plan through iyzico's upgrade call, and user A cannot cancel or change B's subscription", async () => {
    const alice = await signUpTestUser(server);
    const bob = await signUpTestUser(server);
    const { ref } = await subscribed(bob.client);
    // Alice has no subscription: her cancel is refused and Bob's stays active at iyzico.
    expect((await alice.client.json("POST", "/api/billing/cancel")).status).toBe(404);
    expect(iyzico.subscriptions.subscriptions.get(ref)!.subscriptionStatus).toBe("ACTIVE");

    const changed = await bob.client.json<{ redirectUrl: string }>("POST", "/api/billing/checkout", {
      planId: "agency",
      interval: "month",
      currency: "TRY",
    });
    expect(changed.body.redirectUrl).toMatch(/\/billing$/);
    expect(iyzico.requests.find((request) => request.path.endsWith(`${ref}/upgrade`))!.body).toMatchObject({
      newPricingPlanReferenceCode: "plan-agency-month",
      upgradePeriod: "NOW",
    });
    expect(await get<PlanLimitsResponse>(bob.client, "/api/plan-limits")).toMatchObject({ planId: "agency" });
    const [row] = await server.context.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, bob.userId));
    expect(row).toMatchObject({ planId: "agency", status: "active" });
    expect(row!.subscriptionRef).not.toBe(ref);
    // A late webhook about the replaced subscription does not take the plan back.
    const late = iyzico.subscriptions.webhook(ref, "x", "SUCCESS");
    expect((await sendWebhook(late.payload, late.signature)).status).toBe(200);
    expect((await get<PlanLimitsResponse>(bob.client, "/api/plan-limits")).planId).toBe("agency");
  });
});
