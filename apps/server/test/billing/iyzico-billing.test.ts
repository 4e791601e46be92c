import type { BillingOverview, Order, Payment, PlanLimitsResponse } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, subscriptions } from "../../src/db/schema";
import { iyzicoWebhookSignature } from "../../src/providers/payments/iyzico-signing";
import { startLocalIyzico } from "../support/local-iyzico";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { expireAfterPeriodEnd } from "./expire-after-period-end";
import { iyzicoRequests } from "./iyzico-requests";

const DAY_MS = 86_400_000;
const API_KEY = "sandbox-api-key";
const SECRET = "sandbox-secret-key";
let iyzico: Awaited<ReturnType<typeof startLocalIyzico>>;
let server: TestServer;

beforeAll(async () => {
  iyzico = await startLocalIyzico({ apiKey: API_KEY, secretKey: SECRET });
  server = await startTestServer({
    env: {
      ANALYSIS_LIGHTHOUSE: "false",
      IYZICO_API_KEY: API_KEY,
      IYZICO_SECRET_KEY: SECRET,
      IYZICO_BASE_URL: iyzico.url,
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await iyzico?.close();
});

const get = async <T>(client: TestClient, path: string) => (await client.json<T>("GET", path)).body;

async function startIyzico(client: TestClient, interval: "month" | "year" = "month") {
  const started = await client.json<{ paymentId: string; redirectUrl: string }>(
    "POST",
    "/api/billing/checkout",
    {
      planId: "pro",
      interval,
      currency: "TRY",
    },
  );
  expect(started.status).toBe(200);
  const token = started.body.redirectUrl.split("/").at(-1)!;
  return { ...started.body, token };
}

const postCallback = (paymentId: string, token: string) =>
  iyzicoRequests(server.url, iyzico.url).postCallback(paymentId, token);

describe("iyzico", () => {
  it("computes the X-IYZ-Signature-V3 of iyzico's own sample", () => {
    expect(
      iyzicoWebhookSignature("sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs", {
        paymentConversationId: "conversationId",
        token: "e828c62d-fd12-4b1a-ad5a-380f15fe6596",
        status: "SUCCESS",
        iyziEventType: "CHECKOUT_FORM_AUTH",
        iyziPaymentId: 22483975,
      }),
    ).toBe("4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878");
  });

  it("charges lira with KDV through the checkout form and activates only after a verified retrieval", async () => {
    const { client } = await signUpTestUser(server, { language: "tr" });
    const order = await get<Order>(client, "/api/billing/order?plan=pro&interval=month&currency=TRY");
    expect(order).toMatchObject({ provider: "iyzico", chargedSummary: { currency: "TRY", total: 1250 } });
    const started = await startIyzico(client);
    const sent = iyzico.requests.at(-1)!.body;
    expect(sent).toMatchObject({
      conversationId: started.paymentId,
      basketId: started.paymentId,
      price: "1250.0",
      paidPrice: "1250.0",
      currency: "TRY",
      paymentGroup: "SUBSCRIPTION",
      enabledInstallments: [1],
    });
    expect(String(sent.callbackUrl)).toContain(`/payment-callback?payment=${started.paymentId}`);

    const response = await postCallback(started.paymentId, started.token);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/payment-success?payment=${started.paymentId}`);
    expect(iyzico.requests.at(-1)!.path).toBe("/payment/iyzipos/checkoutform/auth/ecom/detail");
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe(
      "succeeded",
    );
    expect(await get<PlanLimitsResponse>(client, "/api/plan-limits")).toMatchObject({
      planId: "pro",
      isTrial: false,
    });
    await postCallback(started.paymentId, started.token);
    const overview = await get<BillingOverview>(client, "/api/billing");
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({
      amount: 1250,
      currency: "TRY",
      status: "paid",
      planName: "Pro",
    });
    expect(overview.invoices[0]!.invoiceNumber).toMatch(/^SL-\d{4}-/);
    expect(overview.subscription).toMatchObject({ provider: "iyzico", canManage: false, canCancel: true });
    const days = (Date.parse(overview.subscription!.currentPeriodEnd!) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it("refuses a failed, fraud-rejected or wrongly signed result and waits on one under fraud review", async () => {
    const cases = [
      { outcome: { paymentStatus: "FAILURE", fraudStatus: 1 } as const, expected: "failed" },
      { outcome: { paymentStatus: "SUCCESS", fraudStatus: -1 } as const, expected: "failed" },
      { outcome: { paymentStatus: "SUCCESS", fraudStatus: 1, tamper: true } as const, expected: "failed" },
      { outcome: { paymentStatus: "SUCCESS", fraudStatus: 0 } as const, expected: "pending" },
    ];
    for (const { outcome, expected } of cases) {
      const { client } = await signUpTestUser(server);
      const started = await startIyzico(client);
      iyzico.outcomes.set(started.token, outcome);
      const response = await postCallback(started.paymentId, started.token);
      expect(response.headers.get("location")).toContain(
        expected === "failed" ? "status=failed" : "payment=",
      );
      expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe(
        expected,
      );
      expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).isTrial).toBe(true);
      expect((await get<BillingOverview>(client, "/api/billing")).invoices).toEqual([]);
    }
  });

  it("ignores a token that belongs to another payment", async () => {
    const alice = await signUpTestUser(server);
    const bob = await signUpTestUser(server);
    const aliceCheckout = await startIyzico(alice.client);
    const bobCheckout = await startIyzico(bob.client);
    const response = await postCallback(bobCheckout.paymentId, aliceCheckout.token);
    expect(response.headers.get("location")).toContain("status=failed");
    expect((await get<Payment>(bob.client, `/api/billing/payments/${bobCheckout.paymentId}`)).status).toBe(
      "pending",
    );
    expect((await bob.client.get(`/api/billing/payments/${aliceCheckout.paymentId}`)).status).toBe(404);
  });

  it("accepts only webhooks with a valid X-IYZ-Signature-V3 and still retrieves the result itself", async () => {
    const { client } = await signUpTestUser(server);
    const started = await startIyzico(client);
    const { payload, signature } = iyzico.webhook(started.token);
    const send = (header: string) => iyzicoRequests(server.url, iyzico.url).sendWebhook(payload, header);
    expect((await send("0".repeat(64))).status).toBe(400);
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe("pending");
    expect((await send(signature)).status).toBe(200);
    expect((await get<Payment>(client, `/api/billing/payments/${started.paymentId}`)).status).toBe(
      "succeeded",
    );
  });

  it("changes plan as a new prepaid period that carries the running period's unused value over as days", async () => {
    const { client, userId } = await signUpTestUser(server);
    const monthly = await startIyzico(client);
    await postCallback(monthly.paymentId, monthly.token);
    // Ten days of the 30 paid for are used up.
    const db = server.context.database.db;
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS) })
      .where(eq(subscriptions.userId, userId));
    const yearly = await startIyzico(client, "year");
    const before = Date.now();
    await postCallback(yearly.paymentId, yearly.token);
    const paid = await db.select().from(payments).where(eq(payments.userId, userId));
    const month = paid.find((row) => row.interval === "month")!;
    const year = paid.find((row) => row.interval === "year")!;
    expect([month.status, year.status]).toEqual(["succeeded", "succeeded"]);
    // 20/30 of the monthly price buys days at the yearly plan's daily price.
    const carried = ((month.amount * 20) / 30 / (year.amount / 365)) * DAY_MS;
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ provider: "iyzico", planId: "pro", interval: "year" });
    const end = row!.currentPeriodEnd!.getTime();
    expect(end).toBeGreaterThanOrEqual(before + 365 * DAY_MS + carried - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 365 * DAY_MS + carried + 60_000);
    expect(carried).toBeGreaterThan(DAY_MS);
  });

  it("cancels by not renewing: the plan stays until the period ends, then the user is on free", async () => {
    const { client, userId } = await signUpTestUser(server);
    const started = await startIyzico(client);
    await postCallback(started.paymentId, started.token);
    const cancel = await client.json<{ url: string | null }>("POST", "/api/billing/cancel");
    expect(cancel.body).toEqual({ url: null });
    expect((await get<BillingOverview>(client, "/api/billing")).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      canCancel: false,
    });
    expect((await get<PlanLimitsResponse>(client, "/api/plan-limits")).planId).toBe("pro");
    await expireAfterPeriodEnd(server, userId);
    expect(await get<PlanLimitsResponse>(client, "/api/plan-limits")).toMatchObject({
      planId: "free",
      canAccessFeatures: false,
    });
  });
});
