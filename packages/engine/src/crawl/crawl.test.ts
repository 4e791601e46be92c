import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractLinks } from "../../test/support/extract-links";
import { fixtureSite } from "../../test/support/fixture-site";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { createFetcher } from "../net/create-fetcher";
import type { Fetcher } from "../net/types";
import { crawl } from "./crawl";
import { defaultCrawlOptions } from "./default-crawl-options";
import type { CrawledPage, CrawlOptions, CrawlProgress } from "./types";

let server: TestServer;
let options: CrawlOptions;
let fetcher: Fetcher;

beforeAll(async () => {
  server = await startTestServer(fixtureSite());
  const resolve = {
    [`site.test:${server.port}`]: "127.0.0.1",
    [`www.site.test:${server.port}`]: "127.0.0.1",
  };
  options = { ...defaultCrawlOptions, resolve, allowPrivateNetworks: true, timeoutMs: 3000 };
  fetcher = createFetcher(options);
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

async function crawlSite(overrides: Partial<CrawlOptions> = {}, signal?: AbortSignal) {
  const pages: CrawledPage[] = [];
  const progress: CrawlProgress[] = [];
  const outcome = await crawl({
    startUrl: `http://site.test:${server.port}/`,
    options: { ...options, ...overrides },
    fetcher,
    signal,
    onProgress: (event) => progress.push(event),
    processPage: async (page) => {
      pages.push(page);
      return { links: extractLinks(page.fetch.body, page.fetch.finalUrl) };
    },
  });
  const byPath = new Map(pages.map((page) => [new URL(page.url).pathname + new URL(page.url).search, page]));
  return { outcome, pages, byPath, progress };
}

describe("crawl", () => {
  it("crawls the site breadth first with robots.txt, sitemaps and links", async () => {
    const { outcome, pages, byPath, progress } = await crawlSite();
    expect(outcome.stoppedBecause).toBe("done");
    expect(outcome.pagesCrawled).toBe(pages.length);
    expect(outcome.site.robotsTxt?.status).toBe(200);
    expect(outcome.site.sitemaps).toHaveLength(1);
    expect(outcome.site.sitemaps[0]?.kind).toBe("urlset");
    expect(outcome.site.sitemaps[0]?.entries).toContainEqual({
      loc: `http://site.test:${server.port}/orphan`,
      lastmod: "2026-01-01",
    });
    expect(pages[0]).toMatchObject({ depth: 0, source: "start", blockedByRobots: false });
    expect(byPath.get("/about")).toMatchObject({ depth: 1, source: "link" });
    expect(byPath.get("/blog/post-2")?.depth).toBe(2);
    expect(byPath.get("/about?ref=footer")).toBeDefined();
    expect(byPath.get("/team")?.url).toBe(`http://site.test:${server.port}/team`);
    expect(byPath.get("/contact")?.url).toBe(`http://www.site.test:${server.port}/contact`);
    expect(byPath.get("/orphan")?.source).toBe("sitemap");
    expect(byPath.get("/moved")?.fetch.redirects).toHaveLength(1);
    expect(byPath.has("/nofollowed")).toBe(false);
    expect(pages.some((page) => page.url.includes("elsewhere.example"))).toBe(false);
    expect(progress.map((event) => event.stage)).toEqual(
      expect.arrayContaining(["robots", "sitemaps", "crawling"]),
    );
  });

  it("reports robots-disallowed pages without fetching them", async () => {
    const { byPath } = await crawlSite();
    const secret = byPath.get("/private/secret");
    expect(secret?.blockedByRobots).toBe(true);
    expect(secret?.fetch.error?.code).toBe("robots_disallowed");
    expect(secret?.fetch.status).toBe(0);
  });

  it("stops at maxPages and maxDepth", async () => {
    const limited = await crawlSite({ maxPages: 3 });
    expect(limited.pages).toHaveLength(3);
    expect(limited.outcome.stoppedBecause).toBe("max-pages");
    const shallow = await crawlSite({ maxDepth: 1 });
    expect(
      Math.max(...shallow.pages.filter((page) => page.source === "link").map((page) => page.depth)),
    ).toBe(1);
    expect(shallow.byPath.has("/blog/post-2")).toBe(false);
  });

  it("honours an abort signal", async () => {
    const controller = new AbortController();
    controller.abort();
    const { outcome, pages } = await crawlSite({}, controller.signal);
    expect(outcome.stoppedBecause).toBe("aborted");
    expect(pages).toHaveLength(0);
  });

  it("fails loudly when processPage throws", async () => {
    await expect(
      crawl({
        startUrl: `http://site.test:${server.port}/`,
        options,
        fetcher,
        processPage: async () => {
          throw new Error("gatherer bug");
        },
      }),
    ).rejects.toThrow("gatherer bug");
  });
});
