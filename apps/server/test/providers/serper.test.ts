import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSerperProvider } from "../../src/providers/serp/serper";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { organicUrl, QUERY } from "./serp-fixtures";

let vendor: VendorServer;
let provider: ReturnType<typeof createSerperProvider>;
const config = () => ({ apiKey: "serper-key", baseUrl: vendor.url, timeoutMs: 10_000 });

/** Serper's answer for page p (1-based): `position` restarts at 1 on every page. */
function page(pageNumber: number, sitePosition?: number, extra: object = {}) {
  const offset = (pageNumber - 1) * 10;
  return {
    searchParameters: {
      q: QUERY.keyword,
      gl: "tr",
      hl: "tr",
      type: "search",
      engine: "google",
      page: pageNumber,
    },
    organic: Array.from({ length: 10 }, (_, index) => ({
      title: `Sonuç ${offset + index + 1}`,
      link: organicUrl(offset + index + 1, sitePosition),
      snippet: "…",
      position: index + 1,
    })),
    relatedSearches: [{ query: "seo aracı ücretsiz" }],
    credits: 1,
    ...extra,
  };
}
const pageOf = (body: string) => (JSON.parse(body) as { page: number }).page;

beforeAll(async () => {
  vendor = await startVendorServer();
  provider = createSerperProvider(config());
});
afterAll(() => vendor.close());
beforeEach(() => {
  vendor.requests.length = 0;
});

describe("Serper adapter", () => {
  it("finds the site on page 1 with the key in X-API-KEY and People Also Ask", async () => {
    vendor.handle(() => ({
      json: page(1, 2, { peopleAlsoAsk: [{ question: "En iyi SEO aracı hangisi?" }] }),
    }));
    const result = await provider.search(QUERY);
    expect(result.match?.position).toBe(2);
    expect(result.features).toEqual(["people_also_ask"]);
    expect(result.questions).toEqual(["En iyi SEO aracı hangisi?"]);
    expect(vendor.requests[0]?.headers["x-api-key"]).toBe("serper-key");
    expect(JSON.parse(vendor.requests[0]?.body ?? "{}")).toMatchObject({
      q: "seo aracı",
      gl: "tr",
      hl: "tr",
      page: 1,
    });
  });

  it("turns per-page positions into ranks across pages and stops at the site's page", async () => {
    vendor.handle((request) => ({ json: page(pageOf(request.body), 93) }));
    const result = await provider.search(QUERY);
    expect(result.match?.position).toBe(93);
    expect(vendor.requests.map((request) => pageOf(request.body))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("reports no match after 100 results, and stops early when results run out", async () => {
    vendor.handle((request) => ({ json: page(pageOf(request.body)) }));
    const full = await provider.search(QUERY);
    expect([full.match, full.organic.length, full.requests]).toEqual([null, 100, 10]);

    vendor.requests.length = 0;
    vendor.handle((request) => ({
      json: pageOf(request.body) > 3 ? { ...page(4), organic: [] } : page(pageOf(request.body)),
    }));
    const short = await provider.search(QUERY);
    expect([short.match, short.organic.length, vendor.requests.length]).toEqual([null, 30, 4]);
  });

  it("maps a bad key (403), no credits, 429 and a timeout to typed errors", async () => {
    vendor.handle(() => ({ status: 403, json: { message: "Unauthorized.", statusCode: 403 } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "unauthorized" });
    vendor.handle(() => ({ status: 400, json: { message: "Not enough credits", statusCode: 400 } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "payment_required" });
    vendor.handle(() => ({ status: 429, json: { message: "Too many requests", statusCode: 429 } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "rate_limited" });
    vendor.handle(() => ({ json: { message: "Something went wrong" } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "bad_response" });
    vendor.handle(() => "hang");
    const quick = createSerperProvider({ ...config(), timeoutMs: 200 });
    await expect(quick.search(QUERY)).rejects.toMatchObject({ kind: "timeout" });
  });
});
