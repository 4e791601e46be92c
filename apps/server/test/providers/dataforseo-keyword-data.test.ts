import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dataForSeoConfig } from "../../src/providers/dataforseo/client";
import { createDataForSeoKeywordData } from "../../src/providers/keyword-data/dataforseo";
import type { KeywordDataProvider } from "../../src/providers/keyword-data/types";
import { createTestEnv } from "../support/test-env";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { labsEnvelope, labsItem, labsLocations } from "./labs-fixtures";
import { failure } from "./provider-failure";

let vendor: VendorServer;
let provider: KeywordDataProvider;
const query = { country: "tr", language: "tr" as const };
const LOCATIONS = "/v3/dataforseo_labs/locations_and_languages";
/** Answers Labs' locations list like DataForSEO and every task with `answer`. */
let listCalls = 0;
const answer = (handler: Parameters<VendorServer["handle"]>[0]) =>
  vendor.handle((request) => {
    if (request.url.pathname !== LOCATIONS) return handler(request);
    listCalls++;
    return { json: labsLocations() };
  });
/** The task calls, without the (cached) locations list. */
const tasks = () => vendor.requests.filter((request) => request.url.pathname !== LOCATIONS);

beforeAll(async () => {
  vendor = await startVendorServer();
  const { env } = await createTestEnv({
    DATAFORSEO_LOGIN: "ops@example.com",
    DATAFORSEO_PASSWORD: "s3cret",
    DATAFORSEO_BASE_URL: vendor.url,
    DATAFORSEO_TIMEOUT_MS: "300",
  });
  const config = dataForSeoConfig(env);
  if (!config) throw new Error("config expected");
  provider = createDataForSeoKeywordData(config);
});
afterAll(() => vendor.close());
beforeEach(() => {
  vendor.requests.length = 0;
});

describe("DataForSEO Labs keyword data", () => {
  it("reads volume, 12-month trend, CPC, difficulty and intent from keyword_overview, nulls kept as unknown", async () => {
    answer(() => ({
      json: labsEnvelope("keyword_overview", [
        labsItem("seo aracı", { volume: 1900, cpc: 2.4, difficulty: 41, intent: "commercial" }),
        labsItem("seo nedir", { volume: null, cpc: null, difficulty: null, intent: null }),
      ]),
    }));
    const metrics = await provider.metrics(["SEO Aracı", "seo nedir", "seo aracı"], query);
    const [request] = tasks();
    expect(request?.url.pathname).toBe("/v3/dataforseo_labs/google/keyword_overview/live");
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from("ops@example.com:s3cret").toString("base64")}`,
    );
    expect(JSON.parse(request?.body ?? "")).toEqual([
      { keywords: ["seo aracı", "seo nedir"], location_code: 2792, language_code: "tr" },
    ]);
    expect(metrics.get("seo aracı")).toMatchObject({
      searchVolume: 1900,
      cpc: 2.4,
      difficulty: 41,
      intent: "commercial",
    });
    expect(metrics.get("seo aracı")?.trend).toHaveLength(12);
    expect(metrics.get("seo aracı")?.trend?.[11]).toBe(1900);
    expect(metrics.get("seo nedir")).toMatchObject({
      searchVolume: null,
      cpc: null,
      difficulty: null,
      intent: null,
    });
  });

  it("sends more than 700 keywords as several tasks", async () => {
    answer(() => ({ json: labsEnvelope("keyword_overview", []) }));
    const keywords = Array.from({ length: 701 }, (_, index) => `kelime ${index}`);
    const metrics = await provider.metrics(keywords, query);
    expect(metrics.size).toBe(0);
    expect(tasks().map((request) => JSON.parse(request.body)[0].keywords.length)).toEqual([700, 1]);
  });

  it("gives the seed's ideas from keyword_suggestions", async () => {
    answer(() => ({
      json: labsEnvelope("keyword_suggestions", [
        labsItem("seo aracı ücretsiz", { volume: 320, difficulty: 12 }),
      ]),
    }));
    const ideas = await provider.ideas("seo aracı", { ...query, limit: 50 });
    expect(tasks()[0]?.url.pathname).toBe("/v3/dataforseo_labs/google/keyword_suggestions/live");
    expect(JSON.parse(tasks()[0]?.body ?? "")[0]).toMatchObject({ keyword: "seo aracı", limit: 50 });
    expect(ideas).toEqual([expect.objectContaining({ keyword: "seo aracı ücretsiz", searchVolume: 320 })]);
  });

  it("asks in the market's language from DataForSEO's list, whatever the interface language, and fetches the list once", async () => {
    answer(() => ({ json: labsEnvelope("keyword_overview", []) }));
    await provider.metrics(["seo aracı"], { country: "tr", language: "en" });
    await provider.ideas("seo tool", { country: "us", language: "tr", limit: 5 });
    await provider.metrics(["seo tool"], { country: "de", language: "en" });
    expect(tasks().map((request) => JSON.parse(request.body)[0])).toMatchObject([
      { location_code: 2792, language_code: "tr" },
      { location_code: 2840, language_code: "en" },
      { location_code: 2276, language_code: "de" },
    ]);
    // A country DataForSEO does not serve is refused before a paid call.
    const refused = await failure(provider.metrics(["a"], { country: "ru", language: "en" }));
    expect(refused.kind).toBe("invalid_request");
    expect(tasks()).toHaveLength(3);
    expect(listCalls).toBe(1);
  });

  it("throws the task's error inside HTTP 200, and 401, 402, 429 and timeouts by kind", async () => {
    answer(() => ({
      json: labsEnvelope("keyword_overview", null, 40501, "Invalid Field: 'keywords'"),
    }));
    expect((await failure(provider.metrics(["a"], query))).kind).toBe("invalid_request");
    answer(() => ({ json: labsEnvelope("keyword_overview", null, 40210, "Insufficient funds.") }));
    expect((await failure(provider.metrics(["a"], query))).kind).toBe("payment_required");
    answer(() => ({ status: 401, json: { status_code: 40100, status_message: "Not authorized." } }));
    expect((await failure(provider.metrics(["a"], query))).kind).toBe("unauthorized");
    answer(() => ({ status: 402, json: { status_code: 40200, status_message: "Payment Required." } }));
    expect((await failure(provider.ideas("a", { ...query, limit: 5 }))).kind).toBe("payment_required");
    answer(() => ({ status: 429, json: {} }));
    expect((await failure(provider.metrics(["a"], query))).kind).toBe("rate_limited");
    vendor.handle(() => "hang");
    expect((await failure(provider.metrics(["a"], query))).kind).toBe("timeout");
  });
});
