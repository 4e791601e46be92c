import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plans, users } from "../../src/db/schema";
import type { AppError } from "../../src/errors/app-error";
import { ProviderError } from "../../src/providers/provider-error";
import { consumeUsage, refundUsage } from "../../src/usage/consume-usage";
import { listUsage } from "../../src/usage/list-usage";
import { withRefundedUsage } from "../../src/usage/with-refunded-usage";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ANALYSIS_LIGHTHOUSE: "false" } });
}, 60_000);
afterAll(async () => server?.stop());

const usageOf = async (userId: string, kind: string) =>
  (await listUsage(server.context.database, userId)).find((entry) => entry.kind === kind);

/** A user whose trial has ended: the free plan's quotas apply. */
async function signUpFreeUser() {
  const { userId } = await signUpTestUser(server);
  await server.context.database.db
    .update(users)
    .set({ trialEndsAt: new Date(0) })
    .where(eq(users.id, userId));
  return userId;
}

describe("usage quotas", () => {
  it("lets exactly the plan's quota through when requests race, then refuses with the reset time", async () => {
    const userId = await signUpFreeUser();
    const { database } = server.context;
    // The free plan allows 3 AI generations a day; 8 parallel attempts must not pass together.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => consumeUsage(database, userId, "ai_generations")),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    const error = (refused as PromiseRejectedResult).reason as AppError;
    expect(error.code).toBe("quota_exceeded");
    expect(error.status).toBe(429);
    expect(error.messages.tr).toContain("yapay zekâ üretimi kotası doldu (3)");
    expect(error.details).toMatchObject({ kind: "ai_generations", limit: 3 });
    expect(await usageOf(userId, "ai_generations")).toMatchObject({ used: 3, limit: 3, period: "day" });
  });

  it("gives back a refunded action and refuses actions the plan does not include", async () => {
    const userId = await signUpFreeUser();
    const { database } = server.context;
    await expect(consumeUsage(database, userId, "rank_checks")).rejects.toMatchObject({
      code: "quota_exceeded",
    });
    for (let i = 0; i < 3; i += 1) await consumeUsage(database, userId, "ai_generations");
    await refundUsage(database, userId, "ai_generations");
    await consumeUsage(database, userId, "ai_generations");
    await expect(consumeUsage(database, userId, "ai_generations")).rejects.toMatchObject({
      code: "quota_exceeded",
    });
  });

  it("counts per period and reads overrides from the plans table (trial users get the trial plan's)", async () => {
    const { userId } = await signUpTestUser(server);
    const { database } = server.context;
    await database.db
      .update(plans)
      .set({ quotas: { usage: { keyword_lookups: 2 } } })
      .where(eq(plans.id, "pro"));
    try {
      const today = new Date();
      await consumeUsage(database, userId, "keyword_lookups", { amount: 2, now: today });
      await expect(consumeUsage(database, userId, "keyword_lookups", { now: today })).rejects.toMatchObject({
        code: "quota_exceeded",
      });
      const tomorrow = new Date(today.getTime() + 86_400_000);
      await consumeUsage(database, userId, "keyword_lookups", { now: tomorrow });
      expect(await usageOf(userId, "rank_checks")).toMatchObject({ limit: 500, used: 0 });
    } finally {
      await database.db.update(plans).set({ quotas: null }).where(eq(plans.id, "pro"));
    }
  });

  it("gives a provider-backed action back only when the provider fails, and counts a further page never", async () => {
    const { userId } = await signUpTestUser(server);
    const used = async () => (await usageOf(userId, "keyword_lookups"))?.used ?? 0;
    const usage = { userId, kind: "keyword_lookups" } as const;
    const providerFails = () =>
      Promise.reject(new ProviderError("dataforseo", "payment_required", "no credit"));
    expect(
      await withRefundedUsage(
        server.context,
        usage,
        async () => "answer",
        () => "fallback",
      ),
    ).toBe("answer");
    expect(await used()).toBe(1);
    expect(await withRefundedUsage(server.context, usage, providerFails, (error) => error.kind)).toBe(
      "payment_required",
    );
    expect(await used()).toBe(1);
    // Our own failure after the provider answered is not the provider's: the count stays.
    await expect(
      withRefundedUsage(
        server.context,
        usage,
        () => Promise.reject(new Error("disk full")),
        () => "fallback",
      ),
    ).rejects.toThrow("disk full");
    expect(await used()).toBe(2);
    const furtherPage = { ...usage, counted: false };
    expect(
      await withRefundedUsage(
        server.context,
        furtherPage,
        async () => "page 2",
        () => "fallback",
      ),
    ).toBe("page 2");
    expect(await withRefundedUsage(server.context, furtherPage, providerFails, () => "fallback")).toBe(
      "fallback",
    );
    expect(await used()).toBe(2);
  });
});
