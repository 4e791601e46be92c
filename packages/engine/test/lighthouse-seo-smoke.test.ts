import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ScanResult } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScan } from "../src/run/run-scan";

/**
 * Lighthouse's own SEO smoke tests (seo-passing, seo-failing): its fixture pages served with the same extra
 * response headers, and the verdicts Lighthouse expects for the audits both tools implement.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/lighthouse-seo/${name}`, import.meta.url), "utf8");

let server: Server;
let origin = "";

const pages: Record<string, { file: string; headers: (origin: string) => [string, string][] }> = {
  "/seo/seo-tester.html": {
    file: "seo-tester.html",
    headers: (at) => [["link", `<${at}/seo/>; rel="canonical"`]],
  },
  "/seo/seo-failure-cases.html": {
    file: "seo-failure-cases.html",
    headers: () => [
      ["x-robots-tag", "none"],
      ["link", '<http://example.com>;rel="alternate";hreflang="xx"'],
      ["link", '<https://example.com>; rel="canonical"'],
    ],
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const page = pages[request.url ?? ""];
    if (!page) return void response.writeHead(404, { "content-type": "text/html" }).end("<title>404</title>");
    const headers = page.headers(origin);
    response.setHeader("content-type", "text/html; charset=utf-8");
    for (const name of new Set(headers.map(([key]) => key)))
      response.setHeader(
        name,
        headers.filter(([key]) => key === name).map(([, value]) => value),
      );
    // The fixtures name Lighthouse's smoke server; they are served here instead.
    response.end(fixture(page.file).replaceAll("http://localhost:10200", origin));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function verdicts(path: string, ids: string[]): Promise<Record<string, number>> {
  const result: ScanResult = await runScan({
    url: `${origin}${path}`,
    options: { lighthouse: false, allowPrivateNetworks: true, maxPages: 3 },
  });
  const start = result.pages.find((page) => page.url === `${origin}${path}`);
  const audits = new Map(result.audits.map((audit) => [audit.id, audit]));
  return Object.fromEntries(
    ids.map((id) => {
      // robots.txt is judged once for the site; the others per page, on the fixture page itself.
      const failing =
        id === "robots-txt" ? (audits.get(id)?.score ?? 1) < 0.9 : start?.failingAudits.includes(id);
      return [id, failing ? 0 : 1];
    }),
  );
}

describe("Lighthouse's SEO smoke expectations", () => {
  it("seo-passing: every shared audit gives Lighthouse's verdict", async () => {
    const expected = {
      viewport: 1,
      "document-title": 1,
      "meta-description": 1,
      "http-status-code": 1,
      "font-size": 1,
      "crawlable-anchors": 0,
      "link-text": 1,
      "is-crawlable": 1,
      hreflang: 1,
      plugins: 1,
      canonical: 1,
      "robots-txt": 1,
    };
    expect(await verdicts("/seo/seo-tester.html", Object.keys(expected))).toEqual(expected);
  }, 60_000);

  it("seo-failing: every shared audit gives Lighthouse's verdict", async () => {
    const expected = {
      viewport: 0,
      "document-title": 0,
      "meta-description": 0,
      "http-status-code": 1,
      "font-size": 0,
      "crawlable-anchors": 0,
      "link-text": 0,
      "is-crawlable": 0,
      hreflang: 0,
      plugins: 0,
      canonical: 0,
    };
    expect(await verdicts("/seo/seo-failure-cases.html", Object.keys(expected))).toEqual(expected);
  }, 60_000);
});
