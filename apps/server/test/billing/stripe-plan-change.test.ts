import { randomUUID } from "node:crypto";
import type { BillingOverview, PaymentStatus, PlanLimitsResponse } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireSubscriptionsJob } from "../../src/billing/expire-subscriptions";
import { sites, users } from "../../src/db/schema";
import { type LocalStripe, startLocalStripe } from "../support/local-stripe";
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
      price_agency_month: { amount: 7900, currency: "usd", interval: "month" },
    },
  });
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_IDS: JSON.stringify({
        pro: { month: "price_pro_month", year: "price_pro_year" },
        agency: { month: "price_agency_month" },
      }),
    },
  });
  stripe.state.webhookUrl = `${server.url}/api/billing/webhooks/stripe`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

const get = async <T>(client: TestClient, path: string) => (await client.json<T>("GET", path)).body;
type Obj = Record<string, unknown>;

/** A Pro subscriber through Stripe Checkout, with the Stripe subscription object. */
async function proSubscriber() {
  const user = await signUpTestUser(server);
  const started = await user.client.json<{ redirectUrl: string }>("POST", "/api/billing/checkout", {
    planId: "pro",
    interval: "month",
    currency: "USD",
  });
  const events = stripe.completionEvents(started.body.redirectUrl.split("/").at(-1)!);
  for (const event of events) await stripe.deliver(event);
  const id = ((events[0]!.data as { object: Obj }).object.id as string) ?? "";
  const subscription = [...stripe.subscriptions.values()].find((sub) => sub.id === id)!;
  expect((await get<PlanLimitsResponse>(user.client, "/api/plan-limits")).planId).toBe("pro");
  return { ...user, subscription };
}

async function upgradeToAgency(client: TestClient) {
  const answer = await client.json<{ redirectUrl: string }>("POST", "/api/billing/checkout", {
    planId: "agency",
    interval: "month",
    currency: "USD",
  });
  expect(answer.status).toBe(200);
  await stripe.settled();
  return answer.body.redirectUrl;
}

/** Pro allows 5 sites: with 5 in place, a 6th is refused unless the plan really became Agency. */
async function addSixthSite(client: TestClient, userId: string) {
  const rows = Array.from({ length: 5 }, (_, index) => ({
    id: randomUUID(),
    userId,
    name: `site${index}.example`,
    url: `https://site${index}.example/`,
  }));
  await server.context.database.db.insert(sites).values(rows).onConflictDoNothing();
  return client.json<{ error: { code: string } }>("POST", "/api/sites", { url: "https://sixth.example/" });
}

describe("changing a Stripe plan is granted only when paid", () => {
  it("a declined card on upgrade leaves the user on Pro with a link to pay, and replayed or late events change nothing", async () => {
    const { client, userId, subscription } = await proSubscriber();
    stripe.billing.state.card = "declines";
    const redirect = await upgradeToAgency(client);
    expect(redirect).toMatch(/\/billing\?change=pending$/);
    const sent = stripe.updates.at(-1)!.body;
    expect(sent).toMatchObject({
      payment_behavior: "pending_if_incomplete",
      proration_behavior: "always_invoice",
      items: { 0: { price: "price_agency_month" } },
    });

    const limits = await get<PlanLimitsResponse>(client, "/api/plan-limits");
    expect(limits).toMatchObject({ planId: "pro", siteLimit: 5, canAccessFeatures: true });
    const sixth = await addSixthSite(client, userId);
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.code).toBe("site_limit_reached");
    const overview = await get<BillingOverview>(client, "/api/billing");
    expect(overview.subscription).toMatchObject({
      planId: "pro",
      status: "active",
      pendingChange: {
        planId: "agency",
        interval: "month",
        payUrl: expect.stringContaining(`${stripe.url}/i/`),
      },
    });
    // A held-back change is no debt: no unpaid invoice, no payment-required gate.
    expect((await get<PaymentStatus>(client, "/api/payment-status")).unpaidInvoices).toEqual([]);

    // Replayed: the same failure and the same pending state again; late: an older state.
    const failed = stripe.event(
      "invoice.payment_failed",
      stripe.billing.invoices.get(subscription.latest_invoice as string)!,
    );
    expect((await stripe.deliver(failed)).status).toBe(200);
    expect(await (await stripe.deliver(failed)).json()).toMatchObject({ duplicate: true });
    const older = stripe.event("customer.subscription.updated", {
      ...structuredClone(subscription),
      status: "past_due",
      items: {
        data: [{ ...(subscription.items as { data: Obj[] }).data[0], price: { id: "price_agency_month" } }],
      },
    });
    older.created = 1;
    await stripe.deliver(older);
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");

    // Paid on Stripe's page: now, and only now, the plan is Agency.
    stripe.billing.state.card = "succeeds";
    const payUrl = (await get<BillingOverview>(client, "/api/billing")).subscription!.pendingChange!.payUrl!;
    expect((await fetch(payUrl, { method: "POST" })).status).toBe(200);
    expect(await get<PlanLimitsResponse>(client, "/api/plan-limits")).toMatchObject({
      planId: "agency",
      siteLimit: -1,
    });
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      planId: "agency",
      pendingChange: null,
    });
    expect((await addSixthSite(client, userId)).status).toBe(201);
    // A failure for the paid invoice, delivered late, brings nothing back.
    await stripe.deliver(
      stripe.event("invoice.payment_failed", { ...(failed.data as { object: Obj }).object }),
    );
    expect((await get<BillingOverview>(client, "/api/billing")).subscription?.pendingChange).toBeNull();
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("agency");
  });

  it("3-D Secure: nothing is granted until the user confirms on Stripe's page", async () => {
    const { client } = await proSubscriber();
    stripe.billing.state.card = "requires_action";
    await upgradeToAgency(client);
    const pending = (await get<BillingOverview>(client, "/api/billing")).subscription!.pendingChange!;
    expect(pending).toMatchObject({ planId: "agency", payUrl: expect.stringContaining("/i/in_") });
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
    stripe.billing.state.card = "succeeds";
    expect((await fetch(pending.payUrl!, { method: "POST" })).status).toBe(200);
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("agency");
  });

  it("an unpaid change that expires is dropped: the user stays on Pro", async () => {
    const { client, subscription } = await proSubscriber();
    stripe.billing.state.card = "declines";
    await upgradeToAgency(client);
    stripe.billing.expirePendingUpdate(subscription);
    await stripe.settled();
    stripe.billing.state.card = "succeeds";
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      planId: "pro",
      pendingChange: null,
    });
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
  });

  it("past_due keeps the plan paid for, for a grace period after the paid period, then free", async () => {
    const { client, userId, subscription } = await proSubscriber();
    const paidUntil = new Date(Date.now() - 2 * 86_400_000);
    await server.context.database.db
      .update(users)
      .set({ subscriptionEndDate: paidUntil })
      .where(eq(users.id, userId));
    // Stripe moved the period on and retries the card; the subscription's price is unchanged.
    const renewalFailed = stripe.event("customer.subscription.updated", {
      ...structuredClone(subscription),
      status: "past_due",
    });
    await stripe.deliver(renewalFailed);
    const run = () =>
      expireSubscriptionsJob.handle(
        {},
        { ...server.context, jobId: "t", attempt: 1, signal: new AbortController().signal },
      );
    await run();
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
    const [row] = await server.context.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.subscriptionEndDate).toEqual(paidUntil);

    await server.context.database.db
      .update(users)
      .set({ subscriptionEndDate: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, userId));
    await run();
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("free");
    // Paid late: Stripe's invoice.paid brings the plan back.
    const invoice = {
      id: `in_late_${randomUUID().slice(0, 8)}`,
      object: "invoice",
      customer: subscription.customer,
      currency: "usd",
      amount_paid: 2900,
      created: Math.floor(Date.now() / 1000),
      billing_reason: "subscription_cycle",
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
      parent: { subscription_details: { subscription: subscription.id } },
      lines: {
        data: [
          {
            amount: 2900,
            period: { end: Math.floor(Date.now() / 1000) + 30 * 86_400 },
            pricing: { price_details: { price: "price_pro_month" } },
          },
        ],
      },
    };
    await stripe.deliver(stripe.event("invoice.paid", invoice));
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
  });
});
