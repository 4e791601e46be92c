import type { RankCheck, RankTrackerStatus, TrackedKeyword } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../src/db/schema";
import { listUsage } from "../../src/usage/list-usage";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import type { TestClient } from "../support/test-client";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { dataForSeoSerp, insertSite } from "./support";

let vendor: VendorServer;
let server: TestServer;
const ranks: Record<string, number | "absent" | "fail"> = {};

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => dataForSeoSerp(ranks)(request));
  server = await startTestServer({
    env: { DATAFORSEO_LOGIN: "ops", DATAFORSEO_PASSWORD: "pw", DATAFORSEO_BASE_URL: vendor.url },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

async function keywordsOf(client: TestClient, siteId: string) {
  const { status, body } = await client.json<{ keywords: TrackedKeyword[] }>(
    "GET",
    `/api/rank-tracker/keywords?siteId=${siteId}`,
  );
  expect(status).toBe(200);
  return body.keywords;
}

async function waitForChecks(client: TestClient, siteId: string, count: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const keywords = await keywordsOf(client, siteId);
    if (keywords.filter((keyword) => keyword.latest).length >= count) return keywords;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("checks did not arrive");
}

describe("rank checker", () => {
  it("tracks pasted keywords and records found, not in top 100, and failed apart", async () => {
    Object.assign(ranks, { "seo aracı": 7, "site denetimi": "absent", "anahtar kelime": "fail" });
    const { client, userId } = await signUpTestUser(server);
    const siteId = await insertSite(server.context.database, userId);
    const added = await client.json<{ added: string[]; skipped: string[] }>(
      "POST",
      "/api/rank-tracker/keywords",
      {
        siteId,
        keywords: ["seo aracı", "  site   denetimi ", "anahtar kelime", "SEO ARACI"],
        tags: ["marka"],
      },
    );
    expect(added.status).toBe(201);
    expect(added.body.added).toHaveLength(3);

    const keywords = await waitForChecks(client, siteId, 3);
    const byName = Object.fromEntries(keywords.map((keyword) => [keyword.keyword, keyword]));
    expect(byName["seo aracı"]?.latest).toMatchObject({
      status: "found",
      position: 7,
      absolutePosition: 8,
      url: "https://acme.com.tr/urun",
      features: ["people_also_ask"],
    });
    expect(byName["site denetimi"]?.latest).toMatchObject({
      status: "not_found",
      position: null,
      failureReason: null,
    });
    expect(byName["anahtar kelime"]?.latest).toMatchObject({
      status: "failed",
      position: null,
      failureReason: "unavailable",
    });
    expect(byName["seo aracı"]?.tags).toEqual(["marka"]);
    // The failed check was refunded: two of three checks are counted.
    const usage = (await listUsage(server.context.database, userId)).find(
      (entry) => entry.kind === "rank_checks",
    );
    expect(usage?.used).toBe(2);

    // Re-adding is a no-op for the same settings.
    const again = await client.json<{ skipped: string[] }>("POST", "/api/rank-tracker/keywords", {
      siteId,
      keywords: ["seo aracı"],
    });
    expect(again.body.skipped).toEqual(["seo aracı"]);
  });

  it("retries a failed check on demand, keeps history, change and best position, and alerts on top 10", async () => {
    Object.assign(ranks, { "yerel seo": "fail" });
    const { client, userId } = await signUpTestUser(server);
    const siteId = await insertSite(server.context.database, userId);
    await client.json("POST", "/api/rank-tracker/keywords", {
      siteId,
      keywords: ["yerel seo"],
      alertThreshold: 3,
    });
    const [first] = await waitForChecks(client, siteId, 1);
    expect(first?.latest?.status).toBe("failed");
    const id = first?.id as string;

    ranks["yerel seo"] = "absent";
    const retried = await client.json<RankCheck>("POST", `/api/rank-tracker/keywords/${id}/check`);
    expect(retried.body).toMatchObject({ status: "not_found", position: null });
    ranks["yerel seo"] = 4;
    await client.json("POST", `/api/rank-tracker/keywords/${id}/check`);
    ranks["yerel seo"] = 9;
    await client.json("POST", `/api/rank-tracker/keywords/${id}/check`);

    const [tracked] = await keywordsOf(client, siteId);
    expect(tracked).toMatchObject({
      bestPosition: 4,
      change: -5,
      latest: { position: 9 },
      previous: { position: 4 },
    });
    const history = await client.json<{ checks: RankCheck[] }>(
      "GET",
      `/api/rank-tracker/keywords/${id}/history?range=7d`,
    );
    expect(history.body.checks.map((check) => [check.status, check.position])).toEqual([
      ["failed", null],
      ["not_found", null],
      ["found", 4],
      ["found", 9],
    ]);
    const alerts = await server.context.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(alerts.map((alert) => alert.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("entered the top 10 (100+ → #4)"),
        expect.stringContaining("moved down 5 places (#4 → #9)"),
      ]),
    );
  });

  it("gates the tools on the plan and the tracked keyword capacity", async () => {
    const { client, userId } = await signUpTestUser(server);
    const siteId = await insertSite(server.context.database, userId);
    const status = await client.json<RankTrackerStatus>("GET", "/api/rank-tracker/status");
    expect(status.body).toMatchObject({ provider: "dataforseo", engines: ["google", "bing", "yandex"] });
    const limit = status.body.trackedKeywordsLimit;
    const tooMany = Array.from({ length: Math.min(limit + 1, 200) }, (_, index) => `kelime ${index}`);
    const refused = await client.json<{ error: { code: string } }>("POST", "/api/rank-tracker/keywords", {
      siteId,
      keywords: tooMany,
    });
    expect(refused.body.error.code).toBe(limit < 200 ? "tracked_keywords_limit" : "validation_failed");

    await server.context.database.db
      .update(users)
      .set({ trialEndsAt: new Date(0) })
      .where(eq(users.id, userId));
    const locked = await client.json<{ error: { code: string; message: string } }>(
      "POST",
      "/api/rank-tracker/keywords",
      {
        siteId,
        keywords: ["seo"],
      },
    );
    expect([locked.status, locked.body.error.code]).toEqual([403, "feature_locked"]);
    const lockedTr = await client
      .setLanguage("tr")
      .json<{ error: { message: string } }>("GET", `/api/rank-tracker/keywords?siteId=${siteId}`);
    expect(lockedTr.body.error.message).toBe("Pro Plan Gerekli");
  });

  it("never shows one user's keywords or history to another", async () => {
    ranks["gizli kelime"] = 3;
    const owner = await signUpTestUser(server);
    const other = await signUpTestUser(server);
    const siteId = await insertSite(server.context.database, owner.userId);
    await owner.client.json("POST", "/api/rank-tracker/keywords", { siteId, keywords: ["gizli kelime"] });
    const [keyword] = await waitForChecks(owner.client, siteId, 1);
    const id = keyword?.id as string;
    const { client } = other;
    expect((await client.get(`/api/rank-tracker/keywords?siteId=${siteId}`)).status).toBe(404);
    expect((await client.get(`/api/rank-tracker/keywords/${id}/history`)).status).toBe(404);
    expect((await client.post(`/api/rank-tracker/keywords/${id}/check`)).status).toBe(404);
    expect((await client.request("PATCH", `/api/rank-tracker/keywords/${id}`, { tags: ["x"] })).status).toBe(
      404,
    );
    expect((await client.post("/api/rank-tracker/keywords", { siteId, keywords: ["sızma"] })).status).toBe(
      404,
    );
    expect(
      (await client.json<{ deleted: number }>("POST", "/api/rank-tracker/keywords/delete", { ids: [id] }))
        .body,
    ).toEqual({ deleted: 0 });
    expect(await keywordsOf(owner.client, siteId)).toHaveLength(1);
    expect(
      (
        await owner.client.json<{ deleted: number }>("POST", "/api/rank-tracker/keywords/delete", {
          ids: [id],
        })
      ).body,
    ).toEqual({ deleted: 1 });
  });
});
