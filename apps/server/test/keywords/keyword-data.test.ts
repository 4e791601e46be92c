import type { KeywordSuggestionsResponse } from "@sitelens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labsEnvelope, labsItem } from "../providers/labs-fixtures";
import { insertSite } from "../rank-tracker/support";
import { signUpTestUser } from "../support/sign-up-test-user";
import { startTestServer, type TestServer } from "../support/start-test-server";
import { startVendorServer, type VendorServer } from "../support/vendor-server";

let vendor: VendorServer;
let server: TestServer;
let labsDown = false;

beforeAll(async () => {
  vendor = await startVendorServer();
  vendor.handle((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === "/complete/search") {
      const q = searchParams.get("q") ?? "";
      return { json: [q, q === "seo aracı" ? [q, "en iyi seo aracı"] : []] };
    }
    if (labsDown) return { json: labsEnvelope("keyword_overview", null, 40210, "Insufficient funds.") };
    if (pathname.endsWith("/keyword_suggestions/live"))
      return {
        json: labsEnvelope("keyword_suggestions", [
          labsItem("seo aracı ücretsiz", { volume: 880, cpc: 0.9, difficulty: 18, intent: "transactional" }),
        ]),
      };
    if (pathname.endsWith("/keyword_overview/live"))
      return {
        json: labsEnvelope("keyword_overview", [
          labsItem("seo aracı", { volume: 2400, cpc: 3.1, difficulty: 67, intent: "commercial" }),
          labsItem("en iyi seo aracı", { volume: null, difficulty: 45 }),
        ]),
      };
    return { status: 404, json: {} };
  });
  server = await startTestServer({
    env: {
      GOOGLE_SUGGEST_BASE_URL: vendor.url,
      DATAFORSEO_LOGIN: "ops@example.com",
      DATAFORSEO_PASSWORD: "s3cret",
      DATAFORSEO_BASE_URL: vendor.url,
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await vendor?.close();
});

describe("keyword suggestions with DataForSEO Labs", () => {
  it("adds the provider's ideas and shows its volume, trend, CPC, difficulty band and intent label", async () => {
    const { client, userId } = await signUpTestUser(server);
    const siteId = await insertSite(server.context.database, userId);
    const { status, body } = await client.json<KeywordSuggestionsResponse>(
      "POST",
      "/api/keyword-suggestions",
      {
        siteId,
        seed: "seo aracı",
      },
    );
    expect(status).toBe(200);
    expect(body.keywordDataSource).toBe("dataforseo");
    const byKeyword = Object.fromEntries(body.suggestions.map((entry) => [entry.keyword, entry]));
    expect(byKeyword["seo aracı"]).toMatchObject({
      searchVolume: 2400,
      cpc: 3.1,
      difficultyScore: 67,
      difficulty: "hard",
      intent: "commercial",
      intentEstimated: false,
    });
    expect(byKeyword["seo aracı"]?.trend).toHaveLength(12);
    expect(byKeyword["seo aracı ücretsiz"]).toMatchObject({
      sources: ["provider"],
      searchVolume: 880,
      difficulty: "easy",
      intent: "transactional",
    });
    // The provider knows the difficulty but not the volume: the volume stays unknown, the intent our estimate.
    expect(byKeyword["en iyi seo aracı"]).toMatchObject({
      searchVolume: null,
      difficulty: "medium",
      intent: "commercial",
      intentEstimated: true,
    });
    const overview = vendor.requests.find((request) =>
      request.url.pathname.endsWith("/keyword_overview/live"),
    );
    // Ideas already carry their metrics: only the other keywords are asked for.
    expect(JSON.parse(overview?.body ?? "[]")[0].keywords).not.toContain("seo aracı ücretsiz");
  });

  it("keeps the free suggestions with unknown metrics when the provider fails, and says so", async () => {
    const { client, userId } = await signUpTestUser(server);
    const siteId = await insertSite(server.context.database, userId);
    labsDown = true;
    const { status, body } = await client.json<KeywordSuggestionsResponse>(
      "POST",
      "/api/keyword-suggestions",
      {
        siteId,
        seed: "seo aracı",
      },
    );
    labsDown = false;
    expect(status).toBe(200);
    expect(body.keywordDataSource).toBeNull();
    expect(body.failedSources).toEqual(["dataforseo"]);
    expect(body.suggestions.map((entry) => entry.keyword)).toContain("en iyi seo aracı");
    expect(body.suggestions.every((entry) => entry.searchVolume === null && entry.difficulty === null)).toBe(
      true,
    );
  });
});
