import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDataForSeoSerpProvider } from "../../src/providers/serp/dataforseo";
import { startVendorServer, type VendorServer } from "../support/vendor-server";
import { organicUrl, QUERY } from "./serp-fixtures";

let vendor: VendorServer;
let provider: ReturnType<typeof createDataForSeoSerpProvider>;
const config = () => ({ login: "ops", password: "pw", baseUrl: vendor.url, timeoutMs: 10_000 });

/** live/advanced answer: a featured snippet and PAA block first, so rank_absolute runs ahead of rank_group. */
function answer(count: number, sitePosition?: number, taskStatus = 20000, taskMessage = "Ok.") {
  const items = [
    { type: "featured_snippet", rank_group: 1, rank_absolute: 1, url: organicUrl(1), title: "Snippet" },
    {
      type: "people_also_ask",
      rank_group: 1,
      rank_absolute: 2,
      items: [{ type: "people_also_ask_element", title: "SEO aracı ne işe yarar?" }],
    },
    ...Array.from({ length: count }, (_, index) => ({
      type: "organic",
      rank_group: index + 1,
      rank_absolute: index + 3,
      position: "left",
      domain: new URL(organicUrl(index + 1, sitePosition)).hostname,
      url: organicUrl(index + 1, sitePosition),
      title: `Sonuç ${index + 1}`,
    })),
  ];
  const ok = taskStatus === 20000;
  return {
    version: "0.1.20241101",
    status_code: 20000,
    status_message: "Ok.",
    tasks_count: 1,
    tasks_error: ok ? 0 : 1,
    tasks: [
      {
        id: "11241000-1111-0066-0000-8f1a3c2e1a9b",
        status_code: taskStatus,
        status_message: taskMessage,
        result: ok
          ? [{ keyword: QUERY.keyword, se_domain: "google.com.tr", items_count: items.length, items }]
          : null,
      },
    ],
  };
}

beforeAll(async () => {
  vendor = await startVendorServer();
  provider = createDataForSeoSerpProvider(config());
});
afterAll(() => vendor.close());
beforeEach(() => {
  vendor.requests.length = 0;
});

describe("DataForSEO SERP adapter", () => {
  it("asks for depth 100 with stop_crawl_on_match and reads organic and absolute rank", async () => {
    vendor.handle(() => ({ json: answer(40, 38) }));
    const result = await provider.search(QUERY);
    expect(result.match).toEqual({
      position: 38,
      absolutePosition: 40,
      url: "https://blog.acme.com.tr/seo-araci",
      title: "Sonuç 38",
    });
    expect(result.features).toEqual(["featured_snippet", "people_also_ask"]);
    expect(result.questions).toEqual(["SEO aracı ne işe yarar?"]);
    const [request] = vendor.requests;
    expect(request?.url.pathname).toBe("/v3/serp/google/organic/live/advanced");
    expect(JSON.parse(request?.body ?? "[]")).toEqual([
      {
        keyword: "seo aracı",
        location_code: 2792,
        language_code: "tr",
        device: "desktop",
        depth: 100,
        stop_crawl_on_match: [{ match_value: "acme.com.tr", match_type: "with_subdomains" }],
      },
    ]);
  });

  it("reads all 100 results and reports no match when the site is absent", async () => {
    vendor.handle(() => ({ json: answer(100) }));
    const result = await provider.search({ ...QUERY, engine: "yandex" });
    expect([result.match, result.organic.length, result.organic.at(-1)?.position]).toEqual([null, 100, 100]);
    expect(vendor.requests[0]?.url.pathname).toBe("/v3/serp/yandex/organic/live/advanced");
  });

  it("fails on a task error inside HTTP 200 instead of reporting 'not found'", async () => {
    vendor.handle(() => ({ json: answer(0, undefined, 40101, "Internal SE Server Error.") }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "unavailable", vendorCode: 40101 });
  });

  it("maps 401, 402, 429 and a timeout to typed errors", async () => {
    vendor.handle(() => ({
      status: 401,
      json: { status_code: 40100, status_message: "You are not authorized." },
    }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "unauthorized" });
    vendor.handle(() => ({ status: 402, json: { status_code: 40200, status_message: "Payment Required." } }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "payment_required" });
    vendor.handle(() => ({ status: 429, text: "" }));
    await expect(provider.search(QUERY)).rejects.toMatchObject({ kind: "rate_limited" });
    vendor.handle(() => "hang");
    const quick = createDataForSeoSerpProvider({ ...config(), timeoutMs: 200 });
    await expect(quick.search(QUERY)).rejects.toMatchObject({ kind: "timeout" });
  });
});
