import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractLinks } from "../../test/support/extract-links";
import { startTestServer, type TestServer } from "../../test/support/start-test-server";
import { createFetcher } from "../net/create-fetcher";
import type { Fetcher } from "../net/types";
import { crawl } from "./crawl";
import { createSiteMatcher } from "./create-site-matcher";
import { defaultCrawlOptions } from "./default-crawl-options";
import type { CrawledPage } from "./types";

let server: TestServer;
let fetcher: Fetcher;
const origin = (host: string) => `http://${host}:${server.port}`;

/** One server answering for several hosts: the blog, the shop next to it and a partner elsewhere. */
function route(request: IncomingMessage, response: ServerResponse) {
  const host = (request.headers.host ?? "").split(":")[0];
  const path = request.url ?? "/";
  const html = (body: string) =>
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(`<!doctype html><title>${host}${path}</title>${body}`);
  if (path === "/robots.txt" || path.endsWith(".xml")) return void response.writeHead(404).end();
  if (host === "partner.test") return void html("<h1>Partner</h1>");
  if (path === "/blog/go/partner")
    return void response.writeHead(301, { location: `${origin("partner.test")}/landing` }).end();
  if (path === "/blog/" || path === "/blog/yazi")
    return void html(`<a href="/blog/yazi">Yazı</a><a href="/blog/go/partner">Partner</a>
      <a href="/shop/urun">Ürün</a><a href="${origin("shop.ornek.test")}/">Mağaza</a>
      <a href="${origin("ornek.test")}/blog/yazi">Apex</a><a href="https://facebook.com/ornek">FB</a>`);
  html("<h1>Başka</h1>");
}

beforeAll(async () => {
  server = await startTestServer(route);
  const hosts = ["www.ornek.test", "ornek.test", "shop.ornek.test", "partner.test"];
  fetcher = createFetcher({
    ...defaultCrawlOptions,
    resolve: Object.fromEntries(hosts.map((host) => [`${host}:${server.port}`, "127.0.0.1"])),
    allowPrivateNetworks: true,
    timeoutMs: 3000,
  });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

describe("crawl scope", () => {
  it("keeps to the added host (www and apex together) and path, and reports what lay outside", async () => {
    const pages: CrawledPage[] = [];
    const outcome = await crawl({
      startUrl: `${origin("www.ornek.test")}/blog/`,
      options: { ...defaultCrawlOptions, delayMs: 0 },
      fetcher,
      processPage: async (page) => {
        pages.push(page);
        return { links: extractLinks(page.fetch.body, page.fetch.finalUrl) };
      },
    });
    const crawled = pages.map((page) => page.url).sort();
    expect(crawled).toEqual(
      [
        `${origin("ornek.test")}/blog/go/partner`,
        `${origin("ornek.test")}/blog/yazi`,
        `${origin("www.ornek.test")}/blog/`,
        `${origin("www.ornek.test")}/blog/go/partner`,
        `${origin("www.ornek.test")}/blog/yazi`,
      ].sort(),
    );
    expect(outcome.outOfScope.sample.sort()).toEqual(
      [
        `${origin("ornek.test")}/shop/urun`,
        `${origin("shop.ornek.test")}/`,
        `${origin("www.ornek.test")}/shop/urun`,
      ].sort(),
    );
    expect(outcome.outOfScope.count).toBe(3);
  });

  it("records a redirect off the site as a redirect and does not audit where it lands", async () => {
    const pages: CrawledPage[] = [];
    await crawl({
      startUrl: `${origin("www.ornek.test")}/blog/`,
      options: { ...defaultCrawlOptions, delayMs: 0 },
      fetcher,
      processPage: async (page) => {
        pages.push(page);
        return { links: extractLinks(page.fetch.body, page.fetch.finalUrl) };
      },
    });
    const partner = pages.find((page) => page.url.endsWith("/go/partner"));
    expect(partner?.fetch).toMatchObject({
      status: 301,
      finalUrl: `${origin("partner.test")}/landing`,
      body: "",
      contentType: null,
      error: null,
    });
  });
});

describe("createSiteMatcher", () => {
  it("scopes by path directory, not by string prefix, and adopts where the start URL lands", () => {
    const scope = createSiteMatcher("https://www.ornek.com/blog");
    expect(scope.includes("https://ornek.com/blog")).toBe(true);
    expect(scope.includes("https://www.ornek.com/blog/a")).toBe(true);
    expect(scope.includes("https://www.ornek.com/blogger")).toBe(false);
    expect(scope.includes("https://blog.ornek.com/blog/a")).toBe(false);
    expect(createSiteMatcher("https://ornek.com/blog/index.html").includes("https://ornek.com/blog/x")).toBe(
      true,
    );
    scope.adopt("https://ornek.net/tr/");
    expect(scope.includes("https://www.ornek.net/tr/x")).toBe(true);
    expect(scope.includes("https://ornek.net/en/x")).toBe(false);
  });
});
