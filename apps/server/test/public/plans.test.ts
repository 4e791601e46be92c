import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plans } from "../../src/db/schema";
import { seedPlans } from "../../src/plans/seed-plans";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

interface PlansBody {
  plans: {
    id: string;
    price: number;
    yearlyPrice: number;
    siteLimit: number;
    trialPeriodDays: number;
    popular: boolean;
  }[];
  currency: { base: string; tryPerUsd: number };
}

describe("GET /api/plans", () => {
  it("lists the seeded plans in order with the default yearly price and the stored rate", async () => {
    const { status, body } = await server.client().json<PlansBody>("GET", "/api/plans");
    expect(status).toBe(200);
    expect(body.plans.map((plan) => plan.id)).toEqual(["free", "pro", "agency"]);
    const [free, pro, agency] = body.plans;
    expect(free).toMatchObject({ price: 0, yearlyPrice: 0, siteLimit: 1, trialPeriodDays: 0 });
    expect(pro).toMatchObject({
      price: 29,
      yearlyPrice: 313.2,
      siteLimit: 5,
      trialPeriodDays: 3,
      popular: true,
    });
    expect(agency).toMatchObject({ siteLimit: -1, yearlyPrice: 853.2 });
    expect(body.currency).toEqual({ base: "USD", tryPerUsd: 42.5 });
  });

  it("keeps edited plans when seeding again and hides inactive ones", async () => {
    const { db } = server.context.database;
    await db.update(plans).set({ price: 35, yearlyPrice: 300 }).where(eq(plans.id, "pro"));
    await db.update(plans).set({ isActive: false }).where(eq(plans.id, "agency"));
    await seedPlans(server.context.database);
    const { body } = await server.client().json<PlansBody>("GET", "/api/plans");
    expect(body.plans.map((plan) => plan.id)).toEqual(["free", "pro"]);
    expect(body.plans[1]).toMatchObject({ price: 35, yearlyPrice: 300 });
  });
});
