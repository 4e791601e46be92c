import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { gatherSpeed } from "./gather-speed";

/** The shape PageSpeed Insights v5 answers with, trimmed to what we read plus some of what we ignore. */
function psiBody(strategy: string) {
  const desktop = strategy === "desktop";
  return {
    captchaResult: "CAPTCHA_NOT_NEEDED",
    kind: "pagespeedonline#result",
    id: "https://example.com/",
    loadingExperience: {
      id: "https://example.com/",
      metrics: {
        CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: 5, category: "FAST" },
        INTERACTION_TO_NEXT_PAINT: { percentile: 180, category: "FAST" },
        LARGEST_CONTENTFUL_PAINT_MS: { percentile: 2300, category: "FAST" },
        FIRST_CONTENTFUL_PAINT_MS: { percentile: 1500, category: "FAST" },
      },
      overall_category: "FAST",
    },
    lighthouseResult: {
      requestedUrl: "https://example.com/",
      finalDisplayedUrl: "https://example.com/",
      lighthouseVersion: "12.8.2",
      configSettings: { formFactor: strategy, onlyCategories: ["performance"] },
      categories: { performance: { id: "performance", title: "Performance", score: desktop ? 0.97 : 0.71 } },
      audits: {
        "first-contentful-paint": {
          id: "first-contentful-paint",
          score: 0.8,
          numericValue: 1812.4,
          displayValue: "1.8 s",
        },
        "largest-contentful-paint": { id: "largest-contentful-paint", score: 0.6, numericValue: 3120.9 },
        "total-blocking-time": { id: "total-blocking-time", score: 0.9, numericValue: 190 },
        "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0.012 },
        "speed-index": { id: "speed-index", score: 0.7, numericValue: 4100 },
        "server-response-time": { id: "server-response-time", score: 1, numericValue: 88 },
        "render-blocking-resources": {
          id: "render-blocking-resources",
          title: "Eliminate render-blocking resources",
          score: 0.5,
          details: { type: "opportunity", overallSavingsMs: 640, overallSavingsBytes: 0, items: [] },
        },
        "unused-javascript": {
          id: "unused-javascript",
          title: "Reduce unused JavaScript",
          score: 0,
          details: { type: "opportunity", overallSavingsMs: 900, overallSavingsBytes: 120_000, items: [] },
        },
        "uses-text-compression": {
          id: "uses-text-compression",
          title: "Enable text compression",
          score: 1,
          details: { type: "opportunity", overallSavingsMs: 0, overallSavingsBytes: 0, items: [] },
        },
      },
    },
    analysisUTCTimestamp: "2026-11-22T07:00:00.000Z",
  };
}

let server: TestServer;
const requests: URLSearchParams[] = [];

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://psi.test");
    requests.push(url.searchParams);
    if (url.searchParams.get("key") !== "test-key") {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: { code: 400, message: "API key not valid. Please pass a valid API key." } }),
      );
      return;
    }
    response.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(psiBody(url.searchParams.get("strategy") ?? "mobile")));
  });
});
afterAll(() => server.close());

describe("gatherSpeed with PageSpeed Insights", () => {
  const baseUrl = () => `${server.origin}/pagespeedonline/v5/runPagespeed`;

  it("reads lab metrics, opportunities and CrUX field data for both form factors", async () => {
    const artifact = await gatherSpeed({
      urls: ["https://example.com/"],
      lighthouse: true,
      pagespeedApiKey: "test-key",
      pagespeedBaseUrl: baseUrl(),
    });
    expect(artifact.status).toBe("measured");
    if (artifact.status !== "measured") return;
    const [mobile, desktop] = artifact.runs;
    expect(mobile).toMatchObject({
      formFactor: "mobile",
      source: "pagespeed-insights",
      score: 0.71,
      error: null,
    });
    expect(desktop).toMatchObject({ formFactor: "desktop", score: 0.97 });
    expect(mobile?.metrics).toEqual({
      fcpMs: 1812.4,
      lcpMs: 3120.9,
      tbtMs: 190,
      cls: 0.012,
      siMs: 4100,
      ttfbMs: 88,
    });
    expect(mobile?.field).toEqual({ lcpMs: 2300, inpMs: 180, cls: 0.05 });
    expect(mobile?.opportunities.map((item) => item.id)).toEqual([
      "unused-javascript",
      "render-blocking-resources",
    ]);
    expect(requests.at(-1)?.get("category")).toBe("performance");
    expect(requests.at(-1)?.get("url")).toBe("https://example.com/");
  });

  it("reports an API error on the run without inventing numbers", async () => {
    const artifact = await gatherSpeed({
      urls: ["https://example.com/"],
      lighthouse: true,
      pagespeedApiKey: "wrong",
      pagespeedBaseUrl: baseUrl(),
    });
    if (artifact.status !== "measured") throw new Error("expected runs");
    expect(artifact.runs[0]?.score).toBeNull();
    expect(artifact.runs[0]?.metrics.lcpMs).toBeNull();
    expect(artifact.runs[0]?.error).toContain("API key not valid");
  });
});

describe("gatherSpeed without a key", () => {
  it("is unavailable when Lighthouse is off or Chromium is missing", async () => {
    const off = await gatherSpeed({ urls: ["https://example.com/"], lighthouse: false });
    expect(off).toMatchObject({ status: "unavailable", reason: expect.stringContaining("turned off") });
    const missing = await gatherSpeed({
      urls: ["https://example.com/"],
      lighthouse: true,
      chromePath: "/nonexistent/chromium",
    });
    expect(missing).toMatchObject({
      status: "unavailable",
      reason: expect.stringContaining("/nonexistent/chromium"),
    });
    expect(await gatherSpeed({ urls: [], lighthouse: true })).toMatchObject({ status: "unavailable" });
  });
});
