import { describe, expect, it } from "vitest";
import { labsEnvelope, labsItem } from "../providers/labs-fixtures";
import { suggestForNewUser, useKeywordServers } from "./support";

let labsDown = false;

const servers = useKeywordServers(
  (request) => {
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
  },
  (vendorUrl) => ({
    GOOGLE_SUGGEST_BASE_URL: vendorUrl,
    DATAFORSEO_LOGIN: "ops@example.com",
    DATAFORSEO_PASSWORD: "s3cret",
    DATAFORSEO_BASE_URL: vendorUrl,
  }),
);

describe("keyword suggestions with DataForSEO Labs", () => {
  it("adds the provider's ideas and shows its volume, trend, CPC, difficulty band and intent label", async () => {
    const { status, body } = await suggestForNewUser(servers.server, { seed: "seo aracı" });
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
    const overview = servers.vendor.requests.find((request) =>
      request.url.pathname.endsWith("/keyword_overview/live"),
    );
    // Ideas already carry their metrics: only the other keywords are asked for.
    expect(JSON.parse(overview?.body ?? "[]")[0].keywords).not.toContain("seo aracı ücretsiz");
  });

  it("keeps the free suggestions with unknown metrics when the provider fails, and says so", async () => {
    labsDown = true;
    const { status, body } = await suggestForNewUser(servers.server, { seed: "seo aracı" });
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
