import type { RankTrackerStatus, TrackedKeyword } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { insertSite } from "./support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.stop());

describe("rank checker without a SERP source", () => {
  it("says no ranking data source is connected and never records a position", async () => {
    const { client, userId } = await signUpTestUser(server, { language: "tr" });
    const siteId = await insertSite(server.context.database, userId);
    const status = await client.json<RankTrackerStatus>("GET", "/api/rank-tracker/status");
    expect(status.body).toMatchObject({ provider: null, engines: [] });
    await client.json("POST", "/api/rank-tracker/keywords", { siteId, keywords: ["seo"] });
    const list = await client.json<{ keywords: TrackedKeyword[] }>(
      "GET",
      `/api/rank-tracker/keywords?siteId=${siteId}`,
    );
    const id = list.body.keywords[0]?.id;
    const check = await client.json<{ error: { code: string; message: string } }>(
      "POST",
      `/api/rank-tracker/keywords/${id}/check`,
    );
    expect(check.status).toBe(503);
    expect(check.body.error).toMatchObject({ code: "rank_source_missing" });
    expect(check.body.error.message).toContain("sıralama veri kaynağı yok");
    const after = await client.json<{ keywords: TrackedKeyword[] }>(
      "GET",
      `/api/rank-tracker/keywords?siteId=${siteId}`,
    );
    expect(after.body.keywords[0]?.latest).toBeNull();
  });
});
