import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enSites from "../apps/web/src/locales/en/sites.json";
import trSites from "../apps/web/src/locales/tr/sites.json";
import type { Site, SiteDetail } from "../packages/shared/src";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { chooseMenuItem } from "./support/menu";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

/**
 * A site that does not answer until `open()` (its port is closed, so the analysis fails), then
 * serves two pages; while `holding`, Lighthouse's requests wait, which keeps the speed phase pending.
 */
async function lateSite(host: string) {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const held: (() => void)[] = [];
  let holding = true;
  const html = (title: string, link: string) =>
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta name="viewport" content="width=device-width"><meta name="description" content="${title} sayfası">` +
    `</head><body><h1>${title}</h1><p>Taze kavrulmuş kahve.</p><a href="${link}">${link}</a></body></html>`;
  const server = http.createServer((request, response) => {
    const answer = () => {
      if (request.url === "/" || request.url === "/hakkimizda") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(request.url === "/" ? html("Kahve", "/hakkimizda") : html("Hakkımızda", "/"));
      } else response.writeHead(404).end();
    };
    if (holding && /Lighthouse/.test(request.headers["user-agent"] ?? "")) held.push(answer);
    else answer();
  });
  return {
    origin: `http://${host}:${port}`,
    resolve: `${host}:${port}:127.0.0.1`,
    open: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(undefined))),
  };
}

let server: E2eServer;
let browser: TestBrowser;
let page: Page;
let measured: Awaited<ReturnType<typeof lateSite>>;
let stalled: Awaited<ReturnType<typeof lateSite>>;

beforeAll(async () => {
  measured = await lateSite("www.gec-acilan.com.tr");
  stalled = await lateSite("www.kapali-kahve.com.tr");
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: [measured.resolve, stalled.resolve].join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      // Lighthouse on (the default with Chromium present); no JavaScript rendering, to save time.
      ANALYSIS_RENDER_PAGES: "0",
      ANALYSIS_MAX_PAGES: "10",
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
}, 400_000);
afterAll(async () => {
  measured?.release();
  stalled?.release();
  await browser?.close();
  await server?.stop();
  await measured?.close();
  await stalled?.close();
});

async function siteByUrl(origin: string): Promise<SiteDetail> {
  const { sites } = (await (await page.request.get(`${server.baseUrl}/api/sites`)).json()) as {
    sites: Site[];
  };
  const site = sites.find((item) => item.url.startsWith(origin));
  if (!site) throw new Error(`no site ${origin}`);
  return (await (await page.request.get(`${server.baseUrl}/api/sites/${site.id}`)).json()) as SiteDetail;
}

/** Polls the API until the site matches (analyses and Lighthouse are slow on a busy machine). */
async function waitForSite(origin: string, done: (site: SiteDetail) => boolean, timeout = 300_000) {
  await expect.poll(async () => done(await siteByUrl(origin)), { timeout, interval: 1_000 }).toBe(true);
  return siteByUrl(origin);
}

async function addSite(origin: string) {
  await page.goto(`${server.baseUrl}/app`);
  await page.getByRole("main").getByLabel(enSites.add.label).fill(origin);
  await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
}

const measuring = (site: SiteDetail) => site.analysisData?.speed.status === "measuring";

describe("numbers users can trust, in the browser", () => {
  it("explains a failed analysis on the card, whose retry re-queues it; speed shows 'measuring' meanwhile", async () => {
    await registerInBrowser(page, server.baseUrl, "guven.sayilar@example.com");
    await addSite(measured.origin);
    const card = page.getByTestId("site-card").filter({ hasText: "gec-acilan" });
    await card.locator("[data-testid=site-status][data-status=error]").waitFor({ timeout: 120_000 });
    await card.getByTestId("failure-cause").waitFor();
    await screenshotAllSizes(page, "trust-failed-card");

    await measured.open();
    await card.getByTestId("retry-analysis").click();
    // The first result (crawl and audits) is stored while Lighthouse's requests are held.
    const first = await waitForSite(measured.origin, measuring);
    expect(first.status).toBe("analyzing");
    await page.goto(`${server.baseUrl}/app/sites/${first.id}`);
    await page.getByTestId("speed-measuring-note").waitFor();
    await page.getByRole("tab", { name: enSites.tab.seo, exact: true }).click();
    await page.getByTestId("speed-measuring").waitFor();
    await screenshotAllSizes(page, "trust-speed-measuring");

    measured.release();
    await page.getByTestId("speed-summary").first().waitFor({ timeout: 300_000 });
    expect(await page.getByTestId("speed-measuring").count()).toBe(0);
    expect((await siteByUrl(measured.origin)).status).toBe("completed");
  }, 700_000);

  it("shows Turkish numbers through Intl and chart labels of at least 11 px at 375 and 1280 px", async () => {
    await chooseMenuItem(
      page,
      page.getByRole("button", { name: /^Language: / }),
      page.getByRole("menuitemradio", { name: "Türkçe" }),
    );
    await page.getByRole("tab", { name: trSites.tab.overview, exact: true }).click();
    // "Son analiz: 24 Kas 2026 15:40"; never "11/24/2026, 3:40 PM".
    const last = page.getByText(/^Son analiz: /);
    expect(await last.textContent()).toMatch(/^Son analiz: \d{1,2} \p{L}+ \d{4} \d{2}:\d{2}$/u);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Every label of the score history chart, SVG text included should any come back.
      const labels = page.locator("[data-testid=chart] text, [data-testid=chart-label]");
      await labels.first().waitFor();
      // The rendered size: the computed font size times the SVG's scale for text inside a chart.
      const sizes = await labels.evaluateAll((elements) =>
        elements.map((element) => {
          const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
          return Number.parseFloat(getComputedStyle(element).fontSize) * scale;
        }),
      );
      expect(sizes.length).toBeGreaterThanOrEqual(4);
      for (const size of sizes) expect(size, `${width} px`).toBeGreaterThanOrEqual(11);
    }
    await screenshotAllSizes(page, "trust-overview-tr");

    await page.getByRole("tab", { name: trSites.tab.seo, exact: true }).click();
    const speed = (await page.getByTestId("speed-run").first().textContent()) ?? "";
    expect(speed).toMatch(/\d,\d sn/);
    expect(speed).not.toMatch(/\d\.\d s\b/);

    await page.getByRole("tab", { name: trSites.tab.tasks, exact: true }).click();
    const impact = page.getByTestId("task-item").first().getByText(/puan$/);
    expect(await impact.textContent()).toMatch(/^\+\d+,\d puan$/);
    await chooseMenuItem(
      page,
      page.getByRole("button", { name: /^Dil: / }),
      page.getByRole("menuitemradio", { name: "English" }),
    );
  }, 120_000);

  it("offers the retry on the detail page of a failed analysis, which re-queues it", async () => {
    await addSite(stalled.origin);
    const failed = await waitForSite(stalled.origin, (site) => site.status === "error");
    await page.goto(`${server.baseUrl}/app/sites/${failed.id}`);
    const status = page.locator("[data-testid=site-status][data-status=error]");
    await status.getByTestId("failure-cause").waitFor();
    await screenshotAllSizes(page, "trust-failed-detail");

    await stalled.open();
    await status.getByTestId("retry-analysis").click();
    await page.locator("[data-testid=site-status][data-status=analyzing]").first().waitFor();
    // Lighthouse stays held here: the crawl's first result proves the analysis ran again.
    const again = await waitForSite(stalled.origin, measuring);
    expect(again.errorReason).toBeNull();
    expect(again.analysisData?.crawl.pagesCrawled).toBe(2);
  }, 400_000);
});
