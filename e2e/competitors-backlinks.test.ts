import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLinkSources } from "../apps/server/test/backlinks/link-sources";
import { serveCompetitorFixtures } from "../apps/server/test/competitors/fixture-sites";
import { startVendorServer, type VendorServer } from "../apps/server/test/support/vendor-server";
import enBacklinks from "../apps/web/src/locales/en/backlinks.json";
import enCompetitors from "../apps/web/src/locales/en/competitors.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import trBacklinks from "../apps/web/src/locales/tr/backlinks.json";
import trCompetitors from "../apps/web/src/locales/tr/competitors.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

let fixtures: Awaited<ReturnType<typeof serveCompetitorFixtures>>;
let sources: Awaited<ReturnType<typeof serveLinkSources>>;
let vendor: VendorServer;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;

/** DataForSEO Backlinks in its wire format: one link, the summary and a year of new/lost counts. */
function dataForSeo(path: string) {
  if (path.endsWith("/domain_intersection/live"))
    return envelopeOf({
      total_count: 1,
      items: [
        {
          keyword_data: { keyword: "filtre kahve", keyword_info: { search_volume: 12100 } },
          first_domain_serp_element: { rank_group: 7, url: "https://bizim-kahve.com.tr/filtre" },
          second_domain_serp_element: { rank_group: 2, url: "https://rakip-kahve.com.tr/filtre" },
        },
      ],
    });
  const result = path.endsWith("/summary/live")
    ? { rank: 212, backlinks: 340, referring_domains: 41 }
    : path.endsWith("/timeseries_new_lost_summary/live")
      ? {
          items: [
            {
              date: "2026-10-01 00:00:00 +00:00",
              new_backlinks: 9,
              lost_backlinks: 4,
              new_referring_domains: 3,
            },
            {
              date: "2026-11-01 00:00:00 +00:00",
              new_backlinks: 2,
              lost_backlinks: 7,
              lost_referring_domains: 1,
            },
          ],
        }
      : {
          total_count: 1,
          items: [
            {
              url_from: "https://kahve-rehberi.example.org/en-iyi-kavurucular",
              url_to: "https://hedef.example/",
              anchor: "taze kavrum",
              dofollow: true,
              is_new: true,
              domain_from_rank: 120,
            },
          ],
        };
  return envelopeOf(result);
}

const envelopeOf = (result: unknown) => ({
  json: { status_code: 20000, tasks: [{ id: "t", status_code: 20000, result: [result] }] },
});

beforeAll(async () => {
  [fixtures, sources, vendor] = await Promise.all([
    serveCompetitorFixtures(),
    serveLinkSources(),
    startVendorServer(),
  ]);
  vendor.handle((request) => dataForSeo(request.url.pathname));
  [server, browser] = await Promise.all([
    startE2eServer({
      DATAFORSEO_LOGIN: "giris",
      DATAFORSEO_PASSWORD: "gizli",
      DATAFORSEO_BASE_URL: vendor.url,
      CRAWLER_RESOLVE: `${fixtures.resolve},${sources.resolve}`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "20",
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem("sitelens-lang")) localStorage.setItem("sitelens-lang", "en");
  });
}, 400_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixtures?.close();
  await sources?.close();
  await vendor?.close();
});

const shot = (name: string) => screenshotAllSizes(page, name);

/** At 375 px nothing may be wider than the screen. */
async function fitsNarrowScreen() {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
  return overflow <= 0;
}

async function setLanguage(language: "tr" | "en") {
  await page.evaluate((value) => localStorage.setItem("sitelens-lang", value), language);
  await page.reload();
}

async function addSite(url: string) {
  await page.goto(`${server.baseUrl}/app`);
  await page.getByRole("main").getByLabel(enSites.add.label).fill(url);
  await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
  await expect
    .poll(
      async () =>
        page.evaluate(async () => {
          const body = (await (await fetch("/api/sites")).json()) as { sites: { status: string }[] };
          return body.sites.length > 0 && body.sites.every((site) => site.status !== "analyzing");
        }),
      { timeout: 90_000, interval: 500 },
    )
    .toBe(true);
}

describe("competitor and backlink tools in the browser", () => {
  it("adds a competitor and shows the engine-measured comparison (en, then tr)", async () => {
    await registerInBrowser(page, server.baseUrl, "rakip.izleyen@example.com");
    await addSite(fixtures.ourUrl);
    await page.goto(`${server.baseUrl}/competitor-analysis/default`);
    await page.getByRole("heading", { name: enCompetitors.title }).waitFor();
    await page.getByLabel(enCompetitors.name, { exact: true }).fill("Rakip Kahve");
    await page.getByLabel(enCompetitors.url, { exact: true }).fill("http://");
    await page.getByRole("button", { name: enCompetitors.add, exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid URL format." }).waitFor();
    await page.getByLabel(enCompetitors.url, { exact: true }).fill(fixtures.rivalUrl);
    await page.getByRole("button", { name: enCompetitors.add, exact: true }).click();
    await page.getByText("You and Rakip Kahve").waitFor({ timeout: 90_000 });
    await page.getByText(enCompetitors.differences).waitFor({ timeout: 30_000 });
    await page.getByText("passes on 3 of 3 pages").first().waitFor();
    await page.getByText("türk kahvesi (3 pages)").waitFor();
    expect(await page.getByText("1 of 3 competitor slots used").isVisible()).toBe(true);
    await page.getByRole("button", { name: enCompetitors.sharedKeywords.fetch }).click();
    await page.getByTestId("shared-keywords").waitFor();
    expect(await page.getByTestId("shared-keywords").locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(/filtre kahve\s+12,100\s+7\s+2/),
    ]);
    expect(await fitsNarrowScreen()).toBe(true);
    await shot("competitor-analysis-en");
    await setLanguage("tr");
    await page.getByRole("heading", { name: trCompetitors.title }).waitFor();
    await page.getByText("Siz ve Rakip Kahve").waitFor({ timeout: 30_000 });
    await page.getByText(trCompetitors.differences).waitFor();
    expect(await fitsNarrowScreen()).toBe(true);
    await shot("competitor-analysis-tr");
    await setLanguage("en");
  }, 400_000);

  it("imports known links, verifies them and shows their state (en, then tr)", async () => {
    await page.goto(`${server.baseUrl}/backlink-analysis/default`);
    await page.getByRole("heading", { name: enBacklinks.title }).waitFor();
    // The links point at the fixture site's host, so only /aktif and /nofollow hold a link to this site's domain.
    await page
      .getByLabel(enBacklinks.importLabel)
      .fill(
        [
          `${sources.sourceOrigin}/aktif`,
          `${sources.sourceOrigin}/kaldirilmis`,
          `${sources.sourceOrigin}/silindi`,
        ].join("\n"),
      );
    await page.getByRole("button", { name: enBacklinks.import }).click();
    await page.getByText("3 links added, 0 already known, 0 lines skipped").waitFor();
    await page.getByText(enBacklinks.reason.link_missing).first().waitFor({ timeout: 30_000 });
    await page.getByText("The source page answers with error 404.").waitFor({ timeout: 30_000 });
    expect(await fitsNarrowScreen()).toBe(true);
    await shot("backlink-analysis-en");
    await page.getByRole("button", { name: enBacklinks.lookup }).click();
    await page.getByText("https://kahve-rehberi.example.org/en-iyi-kavurucular").waitFor();
    const months = page.getByTestId("backlink-history").locator("tbody tr");
    expect(await months.allInnerTexts()).toEqual([
      expect.stringMatching(/Nov 2026\s+\+2\s+−7\s+\+0 \/ −1/),
      expect.stringMatching(/Oct 2026\s+\+9\s+−4\s+\+3 \/ −0/),
    ]);
    expect(await page.getByRole("link", { name: enBacklinks.csvProvider }).getAttribute("href")).toContain(
      "/api/backlinks/lookup.csv?",
    );
    expect(await fitsNarrowScreen()).toBe(true);
    await shot("backlink-provider-en");
    await setLanguage("tr");
    await page.getByRole("heading", { name: trBacklinks.title }).waitFor();
    await page.getByText(trBacklinks.reason.link_missing).first().waitFor();
    expect(await fitsNarrowScreen()).toBe(true);
    await shot("backlink-analysis-tr");
  }, 300_000);
});
