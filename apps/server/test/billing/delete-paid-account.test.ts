import type { PlanLimitsResponse } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin/run-admin-command";
import { type LocalStripe, startLocalStripe } from "../support/local-stripe";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

const SECRET = "sk_test_local";
const WEBHOOK_SECRET = "whsec_local_test_secret";
let stripe: LocalStripe;
let server: TestServer;
type Obj = Record<string, unknown>;

beforeAll(async () => {
  stripe = await startLocalStripe({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    prices: { price_pro_month: { amount: 2900, currency: "usd", interval: "month" } },
  });
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_IDS: JSON.stringify({ pro: { month: "price_pro_month" } }),
    },
  });
  stripe.state.webhookUrl = `${server.url}/api/billing/webhooks/stripe`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

async function admin(...argv: string[]) {
  const lines: string[] = [];
  await runAdminCommand(server.context.database, { AI_PRICES_USD: {} }, argv, (line) => lines.push(line));
  return lines;
}

describe("deleting an account with a paid Stripe subscription", () => {
  it("cancels the subscription at Stripe first, refuses while it cannot, and keeps later events for the operator", async () => {
    const { client } = await signUpTestUser(server, { language: "en" });
    const started = await client.json<{ redirectUrl: string }>("POST", "/api/billing/checkout", {
      planId: "pro",
      interval: "month",
      currency: "USD",
    });
    const events = stripe.completionEvents(started.body.redirectUrl.split("/").at(-1)!);
    for (const event of events) await stripe.deliver(event);
    const subscription = (events[0]!.data as { object: Obj }).object;
    const paidInvoice = (events[2]!.data as { object: Obj }).object;
    expect((await client.json<PlanLimitsResponse>("GET", "/api/plan-limits")).body.planId).toBe("pro");

    // Stripe cannot be reached: nothing is deleted, and the user is told why.
    stripe.billing.state.down = true;
    const refused = await client.json<{ error: { code: string; message: string } }>("DELETE", "/api/account");
    stripe.billing.state.down = false;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("subscription_cancel_required");
    expect(refused.body.error.message).toContain("not deleted");
    expect((await client.json("GET", "/api/account")).status).toBe(200);
    const live = [...stripe.subscriptions.values()].find((sub) => sub.id === subscription.id)!;
    expect(live.status).toBe("active");

    const deleted = await client.json("DELETE", "/api/account");
    expect(deleted.status).toBe(200);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/v1/subscriptions/${subscription.id}`,
    });
    expect(live.status).toBe("canceled");
    await stripe.settled();

    // A charge Stripe reports for the deleted customer is not swallowed: it is kept and listed.
    const late = stripe.event("invoice.paid", { ...paidInvoice, id: "in_after_deletion" });
    const answer = await stripe.deliver(late);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false, unmatched: true });
    const lines = await admin("unmatched-events");
    expect(lines[0]).toBe("received\tprovider\ttype\tcustomer\tsubscription\tdetail\tevent");
    const paidLine = lines.find((line) => line.includes(late.id as string))!;
    expect(paidLine).toContain(
      `\tstripe\tinvoice.paid\t${subscription.customer}\t${subscription.id}\t29.00 USD\t`,
    );
    // Replayed: recorded once.
    await stripe.deliver(late);
    expect((await admin("unmatched-events")).filter((line) => line.includes(late.id as string))).toHaveLength(
      1,
    );
  });

  it("deletes an account without a renewing subscription without calling Stripe", async () => {
    const { client } = await signUpTestUser(server);
    const before = stripe.requests.length;
    expect((await client.json("DELETE", "/api/account")).status).toBe(200);
    expect(stripe.requests.length).toBe(before);
  });
});
