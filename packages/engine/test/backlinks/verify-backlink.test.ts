import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBacklinkVerifier } from "../../src/backlinks/verify-backlink";
import { defaultCrawlOptions } from "../../src/crawl/default-crawl-options";
import { createFetcher } from "../../src/net/create-fetcher";
import type { Fetcher } from "../../src/net/types";
import { startTestServer, type TestServer } from "../support/start-test-server";

const SOURCE = "blog.kaynak-site.com";
const SITE = "www.hedef-kahve.com.tr";
const CLOSED = "kapali.example.org";

let server: TestServer;
let fetcher: Fetcher;
let verify: ReturnType<typeof createBacklinkVerifier>;
let siteOrigin = "";
let sourceOrigin = "";

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>Yazı</title>${head}</head><body><main>${body}</main></body></html>`;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const host = (request.headers.host ?? "").split(":")[0];
    const path = request.url ?? "/";
    const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers }).end(body);
    if (host === SITE) {
      if (path === "/eski-urun") return response.writeHead(301, { location: `${siteOrigin}/urun` }).end();
      if (path === "/silinen") return html("<h1>Yok</h1>", 404);
      return html(page("", "<h1>Hedef</h1>"));
    }
    const to = (target = "/") => `${siteOrigin}${target}`;
    switch (path) {
      case "/robots.txt":
        return response
          .writeHead(200, { "content-type": "text/plain" })
          .end("User-agent: *\nDisallow: /gizli/\n");
      case "/aktif":
        return html(page("", `<p>Bakınız <a href="${to("/")}">Hedef &amp; Kahve</a> çok iyi.</p>`));
      case "/nofollow":
        return html(page("", `<a rel="nofollow" href="${to()}">Kahve</a>`));
      case "/ugc":
        return html(page("", `<a rel="ugc nofollow" href="${to()}">yorumcu</a>`));
      case "/sponsorlu":
        return html(page("", `<a rel="sponsored" href="${to()}"><img src="/a.png" alt="Reklam"></a>`));
      case "/gorsel":
        return html(page("", `<a href="${to()}"><img src="/logo.png" alt="Hedef logo"></a>`));
      case "/iki-link":
        return html(
          page("", `<a rel="nofollow" href="${to()}">ilk</a> <a href="${to("/urun#fiyat")}">ikinci</a>`),
        );
      case "/sayfa-nofollow":
        return html(page('<meta name="robots" content="nofollow">', `<a href="${to()}">Hedef</a>`));
      case "/noindex":
        return html(page('<meta name="robots" content="noindex">', `<a href="${to()}">Hedef</a>`));
      case "/baska-canonical":
        return html(
          page(`<link rel="canonical" href="${sourceOrigin}/asil">`, `<a href="${to()}">Hedef</a>`),
        );
      case "/gizli/yazi":
        return html(page("", `<a href="${to()}">Hedef</a>`));
      case "/kaldirilmis":
        return html(page("", `<a href="https://baska-site.com/">Başka</a>`));
      case "/yonlenen-hedef":
        return html(page("", `<a href="${to("/eski-urun")}">Eski ürün</a>`));
      case "/olu-hedef":
        return html(page("", `<a href="${to("/silinen")}">Silinen</a>`));
      case "/pdf":
        return response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
      case "/tasindi":
        return response.writeHead(301, { location: `${sourceOrigin}/aktif` }).end();
      case "/hata":
        return html("<h1>Sunucu hatası</h1>", 503);
      default:
        return html("<h1>Bulunamadı</h1>", 404);
    }
  });
  siteOrigin = `http://${SITE}:${server.port}`;
  sourceOrigin = `http://${SOURCE}:${server.port}`;
  fetcher = createFetcher({
    ...defaultCrawlOptions,
    allowPrivateNetworks: true,
    resolve: {
      [`${SOURCE}:${server.port}`]: "127.0.0.1",
      [`${SITE}:${server.port}`]: "127.0.0.1",
      // Nothing listens on port 9 of the loopback: the connection is refused.
      [`${CLOSED}:9`]: "127.0.0.1",
    },
  });
  verify = createBacklinkVerifier(fetcher, `https://${SITE}/`);
});

afterAll(async () => {
  await fetcher?.close();
  await server?.close();
});

const check = (path: string) => verify(`${sourceOrigin}${path}`);

describe("verifying a known backlink", () => {
  it("finds an active followed text link with its anchor on an indexable page", async () => {
    const result = await check("/aktif");
    expect(result).toMatchObject({
      status: "active",
      reason: null,
      sourceHttpStatus: 200,
      indexable: true,
      indexability: [],
      pageNofollow: false,
      linksToSite: 1,
    });
    expect(result.link).toEqual({
      href: `${siteOrigin}/`,
      anchor: "Hedef & Kahve",
      rel: [],
      image: false,
      type: "dofollow",
      targetHttpStatus: 200,
      targetLocation: null,
    });
  });

  it("reads rel qualifiers and image links", async () => {
    expect((await check("/nofollow")).link).toMatchObject({ type: "nofollow", rel: ["nofollow"] });
    expect((await check("/ugc")).link).toMatchObject({ type: "ugc", rel: ["ugc", "nofollow"] });
    expect((await check("/sponsorlu")).link).toMatchObject({
      type: "sponsored",
      image: true,
      anchor: "Reklam",
    });
    expect((await check("/gorsel")).link).toMatchObject({ type: "image", image: true, anchor: "Hedef logo" });
  });

  it("reports the best of several links and a page-wide nofollow", async () => {
    const both = await check("/iki-link");
    expect(both.linksToSite).toBe(2);
    expect(both.link).toMatchObject({ href: `${siteOrigin}/urun`, anchor: "ikinci", type: "dofollow" });
    const pageWide = await check("/sayfa-nofollow");
    expect(pageWide).toMatchObject({ status: "active", pageNofollow: true });
    expect(pageWide.link?.type).toBe("nofollow");
  });

  it("tells why a source page would not be indexed", async () => {
    expect(await check("/noindex")).toMatchObject({
      status: "active",
      indexable: false,
      indexability: ["noindex"],
    });
    expect(await check("/baska-canonical")).toMatchObject({
      indexable: false,
      indexability: ["canonical_elsewhere"],
    });
    expect(await check("/gizli/yazi")).toMatchObject({
      indexable: false,
      indexability: ["robots_disallowed"],
    });
  });

  it("follows a moved source page and checks the page it lands on", async () => {
    const moved = await check("/tasindi");
    expect(moved).toMatchObject({
      status: "active",
      finalSourceUrl: `${sourceOrigin}/aktif`,
      indexable: true,
    });
  });

  it("marks a link that is gone or a source that fails as broken", async () => {
    expect(await check("/kaldirilmis")).toMatchObject({
      status: "broken",
      reason: "link_missing",
      link: null,
    });
    expect(await check("/yok")).toMatchObject({
      status: "broken",
      reason: "source_http_error",
      sourceHttpStatus: 404,
    });
    expect(await check("/hata")).toMatchObject({
      status: "broken",
      reason: "source_http_error",
      sourceHttpStatus: 503,
    });
    const deadTarget = await check("/olu-hedef");
    expect(deadTarget).toMatchObject({ status: "broken", reason: "target_http_error" });
    expect(deadTarget.link?.targetHttpStatus).toBe(404);
  });

  it("marks a link to a redirecting URL as redirect, with where it goes", async () => {
    const result = await check("/yonlenen-hedef");
    expect(result).toMatchObject({ status: "redirect", reason: "target_redirects" });
    expect(result.link).toMatchObject({
      type: "redirect",
      targetHttpStatus: 301,
      targetLocation: `${siteOrigin}/urun`,
    });
  });

  it("says unknown, with the reason, when the source cannot be read", async () => {
    expect(await check("/pdf")).toMatchObject({ status: "unknown", reason: "not_html" });
    expect(await verify(`http://${CLOSED}:9/yazi`)).toMatchObject({
      status: "unknown",
      reason: "connection",
    });
    expect(await verify("http://kaynak.invalid/yazi")).toMatchObject({ status: "unknown", reason: "dns" });
  });

  it("refuses private addresses without the development override", async () => {
    const guarded = createFetcher({
      ...defaultCrawlOptions,
      resolve: { [`${SOURCE}:${server.port}`]: "127.0.0.1" },
    });
    try {
      const result = await createBacklinkVerifier(guarded, `https://${SITE}/`)(`${sourceOrigin}/aktif`);
      expect(result).toMatchObject({ status: "unknown", reason: "blocked_address" });
    } finally {
      await guarded.close();
    }
  });
});
