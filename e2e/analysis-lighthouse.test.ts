import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enSites from "../apps/web/src/locales/en/sites.json";
import { type FixtureSite, serveFixtureSite } from "../packages/engine/test/fixtures/serve-fixture-site";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { type E2eServer, startE2eServer } from "./support/server";

let fixture: FixtureSite;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;

// The default path: ANALYSIS_LIGHTHOUSE unset, so Lighthouse measures in the local Chromium.
beforeAll(async () => {
  fixture = await serveFixtureSite();
  const resolve = Object.entries(fixture.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: resolve.join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_MAX_PAGES: "20",
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
  // A fresh embedded database migrates at start: minutes when the machine is busy.
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

interface Watched {
  progress: string[];
  tooLong: boolean;
}

describe("an analysis with Lighthouse on, in the browser", () => {
  it("shows every stage down to the speed runs and completes without 'Analysis took too long'", async () => {
    await registerInBrowser(page, server.baseUrl, "hiz.olcumu@example.com");
    // Every progress line the card shows, and whether the time-out message ever appeared.
    await page.evaluate((tooLong) => {
      const watched: Watched = { progress: [], tooLong: false };
      (window as unknown as { watched: Watched }).watched = watched;
      new MutationObserver(() => {
        const line = document.querySelector("[data-testid=site-status] [aria-live]")?.textContent ?? "";
        if (line && watched.progress.at(-1) !== line) watched.progress.push(line);
        if (document.body.textContent?.includes(tooLong)) watched.tooLong = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, enSites.analysis.tooLong);
    await page.getByRole("main").getByLabel(enSites.add.label).fill(fixture.origin);
    await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
    const card = page.getByTestId("site-card");
    await card.waitFor();
    // Lighthouse runs six measurements in series: minutes on a busy machine.
    for (;;) {
      if (await card.locator("[data-status=completed]").count()) break;
      const seen = await page.evaluate(() => (window as unknown as { watched: Watched }).watched);
      if (process.env.E2E_VERBOSE) console.log(new Date().toISOString(), seen.progress.at(-1), seen.tooLong);
      if (await card.locator("[data-status=error]").count()) break;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }

    const watched = await page.evaluate(() => (window as unknown as { watched: Watched }).watched);
    expect(watched.tooLong).toBe(false);
    // The crawl of this small site can pass between two progress events: any crawl-phase line counts.
    const crawlStages = [enSites.stage.robots, enSites.stage.sitemaps, enSites.stage.crawling];
    expect(watched.progress.some((line) => crawlStages.some((stage) => line.startsWith(stage)))).toBe(true);
    const runs = watched.progress.filter((line) => line.startsWith(enSites.stage.lighthouse));
    // Mobile and desktop for each measured page, one after another.
    const total = Number(runs.at(-1)?.match(/run (\d+) of \1\b/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(runs.some((line) => line.startsWith(`${enSites.stage.lighthouse} · run 1 of ${total}`))).toBe(
      true,
    );
    const detail = (await (
      await page.request.get(`${server.baseUrl}/api/sites`, { headers: { accept: "application/json" } })
    ).json()) as { sites: { status: string; overallScore: number }[] };
    expect(detail.sites[0]).toMatchObject({ status: "completed" });

    // Speed on the SEO tab: one summary per device in Lighthouse's 0–100, per-page cards collapsed and named.
    await card.getByRole("link", { name: enSites.card.open }).click();
    await page.getByRole("tab", { name: enSites.tab.seo, exact: true }).click();
    await page.getByTestId("speed-section").waitFor();
    const points = await page
      .getByTestId("speed-summary")
      .getByTestId("speed-score")
      .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent)));
    expect(points).toHaveLength(2);
    for (const value of points) expect(value >= 0 && value <= 100 && Number.isInteger(value)).toBe(true);
    expect(Math.max(...points)).toBeGreaterThan(1);
    expect(await page.getByTestId("speed-pages").getAttribute("open")).toBeNull();
    await page.getByTestId("speed-pages").locator("summary").click();
    const titles = await page.getByTestId("speed-run").locator("[data-slot=card-title]").allTextContents();
    expect(titles.some((title) => title.startsWith("/"))).toBe(true);
  }, 900_000);
});
