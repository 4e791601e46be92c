import type { PaymentStatus, PlanLimitsResponse, Site } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, users } from "../../src/db/schema";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { readJson } from "./support";

let server: TestServer;
let client: TestClient;
let userId: string;

beforeAll(async () => {
  // Added sites resolve to the SSRF-refused loopback: nothing is crawled.
  server = await startTestServer({
    env: { ANALYSIS_LIGHTHOUSE: "false", CRAWLER_RESOLVE: "www.ajans-musteri.com:443:127.0.0.1" },
  });
  ({ client, userId } = await signUpTestUser(server, { language: "tr" }));
}, 60_000);
afterAll(async () => server?.stop());

const setUser = (values: Partial<typeof users.$inferInsert>) =>
  server.context.database.db.update(users).set(values).where(eq(users.id, userId));

describe("plan limits, payment status and plan gates", () => {
  it("gives a new account the trial with days remaining rounded up", async () => {
    const limits = await readJson<PlanLimitsResponse>(await client.get("/api/plan-limits"));
    expect(limits).toMatchObject({
      isTrial: true,
      trialDaysRemaining: 3,
      canAccessFeatures: true,
      planId: "pro",
      siteLimit: 5,
      currentSiteCount: 0,
      analysisRateLimit: { limited: false, minutesRemaining: 0 },
    });
  });

  it("lists pending and overdue invoices, hiding pending 'ai-' ones", async () => {
    const base = { userId, planName: "Pro", amount: 29, currency: "USD" };
    await server.context.database.db.insert(invoices).values([
      { ...base, id: "i1", invoiceNumber: "INV-1", status: "pending" },
      { ...base, id: "i2", invoiceNumber: "INV-2", status: "overdue" },
      { ...base, id: "i3", invoiceNumber: "INV-3", status: "paid" },
      { ...base, id: "i4", invoiceNumber: "ai-4", status: "pending" },
    ]);
    const trial = await readJson<PaymentStatus>(await client.get("/api/payment-status"));
    expect(trial.unpaidInvoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual(["INV-1", "INV-2"]);
    expect(trial.canAccessFeatures).toBe(true);
    await setUser({ trialEndsAt: new Date(0), planId: "pro", paymentStatus: "active" });
    const paid = await readJson<PaymentStatus>(await client.get("/api/payment-status"));
    expect(paid.canAccessFeatures).toBe(false);
  });

  it("gives an active agency plan unlimited sites", async () => {
    await setUser({ planId: "agency", paymentStatus: "active" });
    const limits = await readJson<PlanLimitsResponse>(await client.get("/api/plan-limits"));
    expect(limits).toMatchObject({
      siteLimit: -1,
      canAddSite: true,
      canAccessFeatures: true,
      isTrial: false,
    });
  });

  it("keeps the free plan out of the PDF report and AI solutions ('Pro Plan Gerekli')", async () => {
    await setUser({ planId: null, paymentStatus: null, trialEndsAt: new Date(0) });
    const site = await readJson<Site>(
      await client.post("/api/sites", { url: "https://www.ajans-musteri.com" }),
    );
    const report = await client.get(`/api/sites/${site.id}/report.pdf`);
    expect(report.status).toBe(403);
    expect(((await report.json()) as { error: { message: string } }).error.message).toBe("Pro Plan Gerekli");
    const limits = await readJson<PlanLimitsResponse>(await client.get("/api/plan-limits"));
    expect(limits).toMatchObject({
      planId: "free",
      siteLimit: 1,
      currentSiteCount: 1,
      canAddSite: false,
      canAccessFeatures: false,
    });
  });
});
