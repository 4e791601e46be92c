import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError } from "../../src/providers/provider-error";
import { createSerpApiProvider } from "../../src/providers/serp/serpapi";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { organicUrl, QUERY } from "./serp-fixtures";

let vendor: VendorServer;
let provider: ReturnType<typeof createSerpApiProvider>;
const config = () => ({ apiKey: "serp-key", baseUrl: vendor.url, timeoutMs: 10_000 });

/** SerpApi's answer for one page: start=N gives results N+1..N+10 (positions continue across pages). */
function page(start: number, sitePosition?: number, extra: object = {}) {
  return {
    search_metadata: { id: "6564", status: "Success" },
    search_parameters: { engine: "google", q: QUERY.keyword, gl: "tr", hl: "tr", start },
    organic_results: Array.from({ length: 10 }, (_, index) => ({
      position: start + index + 1,
      title: `Sonuç ${start + index + 1}`,
      link: organicUrl(start + index + 1, sitePosition),
    })),
    ...extra,
  };
}

beforeAll(async () => {
  vendor = await startVendorServer();
  provider = createSerpApiProvider(config());
});
afterAll(() => vendor.close());
beforeEach(() => {
  vendor.requests.length = 0;
});

const startOf = (index: number) => Number(vendor.requests[index]?.url.searchParams.get("start"));

describe("SerpApi adapter", () => {
  it("finds the site on page 1 with features and People Also Ask, in one call", async () => {
    vendor.handle(() => ({
      json: page(0, 4, {
        answer_box: { type: "organic_result" },
        related_questions: [{ question: "SEO aracı nedir?" }],
      }),
    }));
    const result = await provider.search(QUERY);
    expect(result.match).toMatchObject({ position: 4, url: "https://blog.acme.com.tr/seo-araci" });
    expect(result.features).toEqual(["featured_snippet", "people_also_ask"]);
    expect(result.questions).toEqual(["SEO aracı nedir?"]);
    expect(result.requests).toBe(1);
    const sent = vendor.requests[0]?.url.searchParams;
    expect([sent?.get("q"), sent?.get("gl"), sent?.get("hl"), sent?.get("api_key")]).toEqual([
      "seo aracı",
      "tr",
      "tr",
      "serp-key",
    ]);
  });

  it("pages 10 at a time and stops at the page holding the site", async () => {
    vendor.handle((request) => ({ json: page(Number(request.url.searchParams.get("start")), 57) }));
    const result = await provider.search(QUERY);
    expect(result.match?.position).toBe(57);
    expect(vendor.requests.map((_, index) => startOf(index))).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it("scans all 100 and reports no match when the site is absent", async () => {
    vendor.handle((request) => ({ json: page(Number(request.url.searchParams.get("start"))) }));
    const result = await provider.search(QUERY);
    expect(result.match).toBeNull();
    expect(result.organic).toHaveLength(100);
    expect(result.organic.at(-1)?.position).toBe(100);
    expect(vendor.requests).toHaveLength(10);
  });

  it("treats 'no results' as an empty page, but other errors inside HTTP 200 as failures", async () => {
    vendor.handle(() => ({ json: { error: "Google hasn't returned any results for this query." } }));
    const empty = await provider.search(QUERY);
    expect([empty.match, empty.organic.length]).toEqual([null, 0]);

    vendor.handle(() => ({ json: { error: "Couldn't get valid results." } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "unavailable" });
  });

  it("maps 401, out of searches, 429 and a timeout to typed errors", async () => {
    vendor.handle(() => ({
      status: 401,
      json: { error: "Invalid API key. Your API key should be here: …" },
    }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "unauthorized" });
    vendor.handle(() => ({ status: 429, json: { error: "Your account has run out of searches." } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "payment_required" });
    vendor.handle(() => ({ status: 429, json: { error: "Your hourly throughput limit is exceeded." } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "rate_limited", retriable: true });
    vendor.handle(() => "hang");
    const quick = createSerpApiProvider({ ...config(), timeoutMs: 200 });
    const error = await quick.search(QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("timeout");
  });

  it("uses Bing's first= and Yandex's p= paging", async () => {
    vendor.handle(() => ({ json: { organic_results: [] } }));
    await provider.search({ ...QUERY, engine: "bing" });
    await provider.search({ ...QUERY, engine: "yandex" });
    expect(vendor.requests[0]?.url.searchParams.get("first")).toBe("1");
    expect(vendor.requests[1]?.url.searchParams.get("text")).toBe("seo aracı");
  });
});
