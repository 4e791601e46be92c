import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ScanResult, scanResultSchema } from "@sitelens/shared/scan-result";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_USER_AGENT } from "../src/crawl/types";
import { runScan } from "../src/run/run-scan";
import { ScanError } from "../src/run/scan-error";
import { type FixtureSite, serveFixtureSite } from "./fixtures/serve-fixture-site";

let site: FixtureSite;
let result: ScanResult;
const stages = new Set<string>();

const scan = () =>
  runScan({
    url: `${site.origin}/`,
    // Rendering (spa.html would be rendered) is covered with its own fixtures in test/render/.
    options: {
      resolve: site.resolve,
      allowPrivateNetworks: true,
      lighthouse: false,
      render: { pages: 0, totalMs: 0, pageMs: 0 },
    },
    onProgress: (progress) => stages.add(progress.stage),
  });
const audit = (id: string) => result.audits.find((entry) => entry.id === id);

beforeAll(async () => {
  site = await serveFixtureSite();
  result = await scan();
});
afterAll(() => site.close());

describe("runScan on the fixture site", () => {
  it("returns a valid version-1 ScanResult covering the whole site", () => {
    expect(scanResultSchema.parse(result).version).toBe(1);
    expect(result.crawl.stoppedBecause).toBe("done");
    expect(result.crawl.pagesCrawled).toBeGreaterThanOrEqual(15);
    expect(result.audits.length).toBeGreaterThanOrEqual(100);
    expect([...stages]).toEqual(
      expect.arrayContaining(["robots", "crawling", "site-audits", "scoring", "done"]),
    );
  });

  it("scores every category that has data and leaves speed and off-page unavailable, not zero", () => {
    const { scores } = result;
    expect(scores.overall).toBeGreaterThan(50);
    expect(scores.overall).toBeLessThan(100);
    for (const id of ["technical", "content", "ux", "internalLinks", "aio"] as const)
      expect(scores.categories[id]).toEqual(expect.any(Number));
    expect(scores.categories.speedMobile).toBeNull();
    expect(scores.categories.offpage).toBeNull();
    expect(scores.engines.google).toEqual(expect.any(Number));
    expect(scores.aiReadiness).toMatchObject({
      estimate: true,
      chatgpt: expect.any(Number),
      grok: expect.any(Number),
    });
    expect(audit("largest-contentful-paint-mobile")?.displayValue?.en).toContain("Lighthouse is turned off");
  });

  it('says what every failing share counts: never a bare "1/8"', () => {
    const shares = result.audits.flatMap((entry) =>
      entry.displayValue && /^\d+\/\d+/.test(entry.displayValue.en) ? [entry.displayValue] : [],
    );
    expect(shares.length).toBeGreaterThan(5);
    for (const share of shares) {
      expect(share.en).toMatch(/^\d+\/\d+ [a-z]+( [a-z]+)* failing$/i);
      expect(share.tr).toMatch(/^\d+\/\d+ \p{L}+( \p{L}+)* sorunlu$/u);
    }
    expect(audit("sitemap-noindex")?.displayValue?.en).toMatch(/sitemap URLs failing$/);
  });

  it("finds the deliberate faults of the fixture pages", () => {
    expect(audit("broken-internal-links")?.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: `${site.origin}/kirik-baglanti`, status: 404 }),
      ]),
    );
    expect(audit("orphan-pages")?.failingUrls).toEqual([`${site.origin}/yetim-sayfa`]);
    expect(audit("sitemap-noindex")?.failingUrls).toEqual([`${site.origin}/gizli-sayfa`]);
    expect(audit("exact-duplicate-content")?.failingUrls).toContain(`${site.origin}/blog/kopya-yazi`);
    expect(audit("server-rendered-content")?.failingUrls).toContain(`${site.origin}/spa`);
    expect(audit("ai-user-agent-parity")?.score).toBe(1);
    expect(audit("structured-data-syntax")?.failingUrls).toEqual([`${site.origin}/urunler/eksik-urun`]);
    expect(audit("temporary-redirect")?.failingUrls).toEqual([`${site.origin}/kampanya`]);
    expect(audit("crawl-delay")?.score).toBe(0);
  });

  it("passes what the good pages do right", () => {
    for (const id of [
      "robots-txt",
      "llms-txt",
      "hreflang-return-links",
      "organization-entity",
      "schema-faq-page",
      "text-compression",
    ]) {
      expect(audit(id)?.score, id).toBe(1);
    }
    expect(result.llmsTxt).toMatchObject({ present: true, valid: true, links: 2 });
  });

  it("reports AI bot access with training bots apart from retrieval bots", () => {
    expect(result.aiBotAccess).toEqual(
      expect.arrayContaining([
        { token: "GPTBot", purpose: "training", allowed: false, engines: ["chatgpt"] },
        { token: "OAI-SearchBot", purpose: "retrieval", allowed: true, engines: ["chatgpt"] },
        { token: "PerplexityBot", purpose: "retrieval", allowed: false, engines: [] },
      ]),
    );
    expect(audit("ai-training-bot-policy")).toMatchObject({ weight: 0 });
  });

  it("lists pages with status, depth, sitemap membership and failing audits", () => {
    const broken = result.pages.find((page) => page.url === `${site.origin}/kirik-baglanti`);
    expect(broken).toMatchObject({ status: 404, depth: 1, inSitemap: false });
    const moved = result.pages.find((page) => page.url === `${site.origin}/eski-sayfa`);
    expect(moved).toMatchObject({ redirectTarget: `${site.origin}/hakkimizda`, inSitemap: true });
    expect(result.depthBuckets["1-2"]).toBeGreaterThan(10);
  });

  it("does not score pages that were not fetched or answered 4xx/5xx, and says which pages link to them", () => {
    const broken = result.pages.find((page) => page.url === `${site.origin}/kirik-baglanti`);
    expect(broken).toMatchObject({ score: null, failingAudits: [], linkedFrom: [`${site.origin}/`] });
    const blocked = result.pages.find((page) => page.error === "robots_disallowed");
    expect(blocked).toMatchObject({ score: null, failingAudits: [] });
    expect(blocked?.linkedFrom.length).toBeGreaterThan(0);
    const scored = result.pages.filter((page) => page.status === 200 && page.error === null);
    expect(scored.every((page) => page.score !== null)).toBe(true);
    expect(result.pages.find((page) => page.url === `${site.origin}/gizli-sayfa`)?.noindex).toBe(true);
  });

  it("gives every audit a severity and ranks tasks errors first", () => {
    expect(audit("document-title")?.severity).toBe("error");
    expect(audit("image-alt")?.severity).toBe("warning");
    expect(audit("google-site-verification")?.severity).toBe("notice");
    const ranks = result.tasks.map((task) => ["error", "warning", "notice"].indexOf(task.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const task of result.tasks)
      expect(task.priority).toBe({ error: "high", warning: "medium", notice: "low" }[task.severity]);
  });

  it("turns failing audits into prioritised tasks with concrete fixes in tr and en", () => {
    expect(result.tasks.length).toBeGreaterThan(10);
    expect(result.tasks[0]?.priority).toBe("high");
    const retrieval = result.tasks.find((task) => task.auditId === "ai-retrieval-bot-access");
    expect(retrieval?.fix.code).toBe("# remove: Disallow: /\nUser-agent: PerplexityBot\nAllow: /");
    const description = result.tasks.find((task) => task.auditId === "meta-description");
    expect(description?.fix.code).toMatch(/^<meta name="description" content=".+">$/);
    for (const task of result.tasks)
      expect(task.title.tr && task.title.en && task.fix.tr && task.fix.en).toBeTruthy();
  });

  it("falls back to http when https does not answer, and says so; never without the option", async () => {
    const https = site.origin.replace("http://", "https://");
    const options = { resolve: site.resolve, allowPrivateNetworks: true, lighthouse: false, maxPages: 3 };
    const firsts: boolean[] = [];
    const fallen = await runScan({
      url: `${https}/`,
      options: { ...options, httpFallback: true },
      onFirstResult: (first) => void firsts.push(first.schemeFallback === true),
    });
    expect(fallen).toMatchObject({ url: `${site.origin}/`, schemeFallback: true });
    expect(firsts).toEqual([true]);
    await expect(runScan({ url: `${https}/`, options })).rejects.toBeInstanceOf(ScanError);
  });

  it("rejects with the abort reason when the scan is cancelled", async () => {
    const controller = new AbortController();
    const scanning = runScan({
      url: `${site.origin}/`,
      // Rendering (spa.html would be rendered) is covered with its own fixtures in test/render/.
      options: {
        resolve: site.resolve,
        allowPrivateNetworks: true,
        lighthouse: false,
        render: { pages: 0, totalMs: 0, pageMs: 0 },
      },
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.stage === "crawling") controller.abort(new Error("cancelled by user"));
      },
    });
    await expect(scanning).rejects.toThrow("cancelled by user");
  });

  it("gives the same result for the same site, timings aside", async () => {
    const again = await scan();
    expect(withoutTimings(again)).toEqual(withoutTimings(result));
  });
});

describe("runScan refuses a start URL it cannot analyse", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_request, response) =>
      response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("with blocked_address for a private target unless private networks are allowed", async () => {
    await expect(
      runScan({ url: `http://127.0.0.1:${port}/`, options: { lighthouse: false } }),
    ).rejects.toMatchObject({
      name: "ScanError",
      code: "blocked_address",
    });
  });

  it("with not_html when the start URL is not a page", async () => {
    const error = await runScan({
      url: `http://127.0.0.1:${port}/`,
      options: { lighthouse: false, allowPrivateNetworks: true },
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ScanError);
    expect(error.code).toBe("not_html");
  });

  it("with unreachable when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      runScan({
        url: `http://127.0.0.1:${closedPort}/`,
        options: { lighthouse: false, allowPrivateNetworks: true },
      }),
    ).rejects.toMatchObject({
      code: "unreachable",
    });
  });
});

/** Everything but timings and what is computed from them (TTFB, and the scores it feeds). */
function withoutTimings(scan: ScanResult) {
  const timed = "server-response-time";
  return {
    ...scan,
    startedAt: "",
    finishedAt: "",
    crawl: { ...scan.crawl, durations: null },
    scores: null,
    audits: scan.audits.filter((audit) => audit.id !== timed),
    tasks: scan.tasks
      .filter((task) => task.auditId !== timed)
      .map((task) => ({ ...task, impact: 0, priority: null })),
    pages: scan.pages.map((page) => ({
      ...page,
      score: null,
      failingAudits: page.failingAudits.filter((id) => id !== timed),
    })),
  };
}

describe("runScan on a site that shuts crawlers out", () => {
  let server: Server;
  let port: number;
  let robotsStatus = 200;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      if (request.url === "/robots.txt") {
        if (robotsStatus >= 500) return void response.writeHead(robotsStatus).end();
        return void response
          .writeHead(200, { "content-type": "text/plain" })
          .end("# bakım\nUser-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /admin\nDisallow: /\n");
      }
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<title>Ana sayfa</title><h1>Merhaba</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const scanIt = () =>
    runScan({
      url: `http://127.0.0.1:${port}/`,
      options: { lighthouse: false, allowPrivateNetworks: true },
    }).catch((error) => error);

  it("ends with robots_blocked and the deciding lines, without a score or a page fetch", async () => {
    robotsStatus = 200;
    requests.length = 0;
    const error = await scanIt();
    expect(error).toBeInstanceOf(ScanError);
    expect(error.code).toBe("robots_blocked");
    expect(error.evidence).toEqual(["User-agent: *", "Disallow: /"]);
    expect(requests).toEqual(["/robots.txt"]);
  });

  it("ends with robots_unavailable when robots.txt answers with a server error", async () => {
    robotsStatus = 503;
    const error = await scanIt();
    expect(error.code).toBe("robots_unavailable");
    expect(error.evidence).toEqual(["HTTP 503"]);
  });
});

describe("runScan requests", () => {
  it("fetches the start page and robots.txt once per scan with its own agent (other agents are probes)", async () => {
    const counts = new Map<string, number>();
    const server = createServer((request, response) => {
      if (request.headers["user-agent"] === DEFAULT_USER_AGENT)
        counts.set(request.url ?? "", (counts.get(request.url ?? "") ?? 0) + 1);
      if (request.url === "/robots.txt") return void response.writeHead(404).end();
      response.writeHead(200, { "content-type": "text/html" }).end("<title>Tek</title><h1>Tek sayfa</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await runScan({
        url: `http://127.0.0.1:${port}/`,
        options: { lighthouse: false, allowPrivateNetworks: true },
      });
      expect(counts.get("/robots.txt")).toBe(1);
      expect(counts.get("/")).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("runScan behind a firewall that blocks declared crawlers", () => {
  it("says the declared crawler got a different answer than a browser, naming both agents", async () => {
    const server = createServer((request, response) => {
      const declared = /SitelensBot/.test(request.headers["user-agent"] ?? "");
      if (request.url === "/robots.txt") return void response.writeHead(404).end();
      if (declared) return void response.writeHead(403, { "content-type": "text/html" }).end("Access denied");
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<title>Kahve</title><h1>Kahve dükkânı</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const scanned = await runScan({
        url: `http://127.0.0.1:${port}/`,
        options: { lighthouse: false, allowPrivateNetworks: true },
      });
      const parity = scanned.audits.find((entry) => entry.id === "ai-user-agent-parity");
      expect(parity?.score).toBe(0);
      expect(parity?.details).toEqual([
        expect.objectContaining({
          token: "SitelensBot",
          status: 403,
          userAgent: expect.stringContaining("SitelensBot"),
          browserUserAgent: expect.stringContaining("Chrome"),
        }),
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
