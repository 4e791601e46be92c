import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { createFetcher } from "../net/create-fetcher";
import type { Fetcher } from "../net/types";
import { defaultCrawlOptions } from "./default-crawl-options";
import { fetchSitemaps, SITEMAP_LIMITS } from "./fetch-sitemaps";

let server: TestServer;
let fetcher: Fetcher;
const urlset = (paths: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((path) => `<url><loc>${server.origin}${path}</loc></url>`).join("")}</urlset>`;
const index = (paths: string[]) =>
  `<sitemapindex>${paths.map((path) => `<sitemap><loc>${server.origin}${path}</loc></sitemap>`).join("")}</sitemapindex>`;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url ?? "/";
    const xml = (body: string | Buffer, type = "application/xml") =>
      response.writeHead(200, { "content-type": type }).end(body);
    if (path === "/sitemap.xml") return void xml(index(["/pages.xml", "/news.xml.gz", "/nested.xml"]));
    if (path === "/pages.xml") return void xml(urlset(["/a", "/b"]));
    if (path === "/news.xml.gz") return void xml(gzipSync(urlset(["/news/1"])), "application/x-gzip");
    if (path === "/nested.xml") return void xml(index(["/deeper.xml"]));
    if (path === "/deeper.xml") return void xml(index(["/deepest.xml"]));
    // 8 MB of valid sitemap: over the 5 MB page cap, well inside the protocol's 50 MB.
    if (path === "/large.xml")
      return void xml(urlset(Array.from({ length: 49_000 }, (_, n) => `/products/${n}-${"x".repeat(120)}`)));
    if (path.startsWith("/many"))
      return void xml(index(Array.from({ length: 80 }, (_, n) => `/pages.xml?n=${n}`)));
    response.writeHead(404).end();
  });
  fetcher = createFetcher({ ...defaultCrawlOptions, allowPrivateNetworks: true });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe("fetchSitemaps", () => {
  it("falls back to /sitemap.xml and follows indexes, gzip included, within the depth bound", async () => {
    const documents = await fetchSitemaps(fetcher, [], server.origin);
    const byPath = new Map(documents.map((document) => [new URL(document.url).pathname, document]));
    expect(byPath.get("/sitemap.xml")?.kind).toBe("index");
    expect(byPath.get("/pages.xml")?.entries.map((entry) => entry.loc)).toEqual([
      `${server.origin}/a`,
      `${server.origin}/b`,
    ]);
    expect(byPath.get("/news.xml.gz")?.entries).toEqual([{ loc: `${server.origin}/news/1`, lastmod: null }]);
    expect(byPath.get("/deeper.xml")?.kind).toBe("index");
    expect(byPath.has("/deepest.xml")).toBe(false);
    expect(byPath.get("/pages.xml")?.fetch.body).toBe("");
  });

  it("uses declared sitemaps, records missing ones and bounds the count", async () => {
    const missing = await fetchSitemaps(fetcher, [`${server.origin}/gone.xml`], server.origin);
    expect(missing).toMatchObject([{ kind: "invalid", parseError: "HTTP 404" }]);
    const many = await fetchSitemaps(fetcher, [`${server.origin}/many`], server.origin);
    expect(many).toHaveLength(SITEMAP_LIMITS.maxDocuments);
  });

  it("reads a large valid sitemap with its own limit instead of the page cap", async () => {
    const [large] = await fetchSitemaps(fetcher, [`${server.origin}/large.xml`], server.origin);
    expect(large?.fetch.bytes.decoded).toBeGreaterThan(defaultCrawlOptions.maxBodyBytes);
    expect(large).toMatchObject({ kind: "urlset", parseError: null });
    expect(large?.entries).toHaveLength(49_000);
  }, 30_000);
});
