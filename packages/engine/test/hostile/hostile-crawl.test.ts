import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl } from "../../src/crawl/crawl";
import { defaultCrawlOptions } from "../../src/crawl/default-crawl-options";
import { fetchRobots, ROBOTS_MAX_BYTES } from "../../src/crawl/fetch-robots";
import type { CrawledPage, CrawlOptions } from "../../src/crawl/types";
import { createFetcher } from "../../src/net/create-fetcher";
import type { Fetcher } from "../../src/net/types";
import { extractLinks } from "../support/extract-links";
import { hostileRoutes } from "../support/hostile-routes";
import { startTestServer, type TestServer } from "../support/start-test-server";

let server: TestServer;
let fetcher: Fetcher;
const options: CrawlOptions = { ...defaultCrawlOptions, timeoutMs: 1500, allowPrivateNetworks: true };

beforeAll(async () => {
  server = await startTestServer(hostileRoutes);
  fetcher = createFetcher(options);
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

async function crawlFrom(path: string, overrides: Partial<CrawlOptions>) {
  const pages: CrawledPage[] = [];
  const outcome = await crawl({
    startUrl: `${server.origin}${path}`,
    options: { ...options, ...overrides },
    fetcher,
    processPage: async (page) => {
      pages.push(page);
      return { links: extractLinks(page.fetch.body, page.fetch.finalUrl) };
    },
  });
  return { outcome, pages };
}

describe("crawling a hostile site", () => {
  it("cuts a several-MB robots.txt at 500 KiB and obeys only what came before the cut", async () => {
    const robots = await fetchRobots(fetcher, server.origin);
    expect(robots.result.bodyTruncated).toBe(true);
    expect(robots.result.error?.code).toBe("too_large");
    expect(robots.result.body.length).toBeLessThanOrEqual(ROBOTS_MAX_BYTES);
    expect(robots.policy.isAllowed(`${server.origin}/blocked/x`, "SitelensBot")).toBe(false);
    expect(robots.policy.isAllowed(`${server.origin}/after-the-cut/x`, "SitelensBot")).toBe(true);
  });

  it("ends every hostile page with its own error and keeps crawling", async () => {
    const { outcome, pages } = await crawlFrom("/", { maxPages: 12 });
    const errors = new Map(
      pages.map((page) => [new URL(page.url).pathname, page.fetch.error?.code ?? "none"]),
    );
    expect(errors.get("/huge")).toBe("too_large");
    expect(errors.get("/gzip-bomb")).toBe("too_large");
    expect(errors.get("/loop-a")).toBe("redirect_loop");
    expect(errors.get("/drip")).toBe("timeout");
    expect(errors.get("/binary")).toBe("binary_content");
    expect(errors.get("/malformed")).toBe("none");
    expect(pages.filter((page) => page.url.includes("/calendar")).length).toBeGreaterThan(0);
    expect(outcome.stoppedBecause).toBe("max-pages");
  });

  it("ends an infinite calendar at maxPages or maxDepth", async () => {
    const byPages = await crawlFrom("/calendar?month=0", { maxPages: 25, maxDepth: 1000 });
    expect(byPages.pages).toHaveLength(25);
    expect(byPages.outcome.stoppedBecause).toBe("max-pages");
    const byDepth = await crawlFrom("/calendar?month=0", { maxDepth: 4, maxPages: 1000 });
    expect(byDepth.outcome.stoppedBecause).toBe("done");
    expect(byDepth.pages).toHaveLength(9);
  });
});
