import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScan } from "../../src/run/run-scan";
import { hostileRoutes } from "../support/hostile-routes";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(hostileRoutes);
});
afterAll(() => server.close());

describe("a full scan of the hostile site", () => {
  it("finishes with a per-page error for every hostile page", { timeout: 60_000 }, async () => {
    const result = await runScan({
      url: `${server.origin}/`,
      options: { maxPages: 12, timeoutMs: 1500, lighthouse: false, allowPrivateNetworks: true },
    });
    const errors = new Map(result.pages.map((page) => [new URL(page.url).pathname, page.error]));
    expect(Object.fromEntries(errors)).toMatchObject({
      "/huge": "too_large",
      "/gzip-bomb": "too_large",
      "/loop-a": "redirect_loop",
      "/drip": "timeout",
      "/binary": "binary_content",
      "/malformed": null,
    });
    expect(result.crawl.pagesCrawled).toBe(12);
    expect(result.scores.overall).not.toBeNull();
  });
});
