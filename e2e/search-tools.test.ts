import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labsEnvelope, labsItem, labsLocations } from "../apps/server/test/providers/labs-fixtures";
import { dataForSeoSerp } from "../apps/server/test/rank-tracker/support";
import { startVendorServer, type VendorServer } from "../apps/server/test/support/vendor-server";
import enSearch from "../apps/web/src/locales/en/search.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import trSearch from "../apps/web/src/locales/tr/search.json";
import { type FixtureSite, serveFixtureSite } from "../packages/engine/test/fixtures/serve-fixture-site";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

let fixture: FixtureSite;
let vendor: VendorServer;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  fixture = await serveFixtureSite();
  vendor = await startVendorServer();
  const serp = dataForSeoSerp({ "seo aracı": 3, "site denetimi": "absent" });
  vendor.handle((request) => {
    if (request.url.pathname === "/complete/search") {
      const q = request.url.searchParams.get("q") ?? "";
      return { json: [q, [q, `en iyi ${q}`, `${q} fiyatları`, `${q} nasıl kullanılır`]] };
    }
    // Labs' market list, as DataForSEO answers it: the language of a country's keyword data comes from it.
    if (request.url.pathname === "/v3/dataforseo_labs/locations_and_languages")
      return { json: labsLocations() };
    if (request.url.pathname.includes("/dataforseo_labs/"))
      return {
        json: labsEnvelope("keyword_overview", [
          labsItem("en iyi seo aracı", { volume: 1900, cpc: 1.2, difficulty: 48, intent: "commercial" }),
        ]),
      };
    const answer = serp(request);
    // The fixture site's host is what the rank checker looks for.
    return answer === "hang"
      ? answer
      : {
          json: JSON.parse(
            JSON.stringify(answer.json).replaceAll("acme.com.tr", new URL(fixture.origin).hostname),
          ),
        };
  });
  const resolve = Object.entries(fixture.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: resolve.join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "5",
      DATAFORSEO_LOGIN: "ops",
      DATAFORSEO_PASSWORD: "pw",
      DATAFORSEO_BASE_URL: vendor.url,
      GOOGLE_SUGGEST_BASE_URL: vendor.url,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem("sitelens-lang")) localStorage.setItem("sitelens-lang", "en");
  });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await vendor?.close();
  await fixture?.close();
});

/** No sideways scrolling at any size, checked on every run; screenshots only when SCREENSHOT_DIR is set. */
const shot = (name: string) => screenshotAllSizes(page, name, { checkOverflow: true });

describe("search tools in the browser", () => {
  it("tracks keywords and shows a position apart from 'not in top 100' (en)", async () => {
    await registerInBrowser(page, server.baseUrl, "siralama@example.com");
    await page.getByRole("main").getByLabel(enSites.add.label).fill(fixture.origin);
    await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
    await page.getByTestId("site-card").waitFor();

    await page.goto(`${server.baseUrl}/rank-checker`);
    await page.getByRole("heading", { name: enSearch.rank.title }).waitFor();
    await page.getByText("Data source: DataForSEO").waitFor();
    await page.getByLabel(enSearch.rank.keywordsLabel).fill("seo aracı\nsite denetimi");
    await page.getByRole("button", { name: enSearch.rank.track }).click();
    await page.getByText(enSearch.rank.notInTop100).first().waitFor({ timeout: 60_000 });
    await page.getByRole("cell", { name: "3", exact: true }).first().waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "seo aracı" }).click();
    await page.getByRole("img", { name: enSearch.rank.chartLabel }).waitFor();
    await shot("rank-checker-en");
  });

  it("suggests keywords with the provider's metrics, unknown where it has none (en)", async () => {
    await page.goto(`${server.baseUrl}/keyword-suggestions`);
    await page.getByRole("heading", { name: enSearch.keywords.title }).waitFor();
    await page.getByLabel(enSearch.keywords.seed).fill("seo aracı");
    await page.getByRole("button", { name: enSearch.keywords.suggest, exact: true }).click();
    await page.getByText(enSearch.keywords.withData).waitFor();
    await page.getByText("en iyi seo aracı").first().waitFor();
    await page.getByText("1,900").first().waitFor();
    expect(await page.getByText(enSearch.keywords.intents.commercial).count()).toBeGreaterThan(0);
    expect(await page.getByText(enSearch.unknown).count()).toBeGreaterThan(0);
    await shot("keyword-suggestions-en");
  });

  it("gives content ideas with honest labels (en)", async () => {
    await page.goto(`${server.baseUrl}/content-ideas`);
    await page.getByRole("heading", { name: enSearch.ideas.title }).waitFor();
    await page.getByText(enSearch.ideas.empty).waitFor();
    await page.getByLabel(enSearch.ideas.seed).fill("seo aracı");
    await page.getByRole("button", { name: enSearch.ideas.generate }).click();
    await page.getByText(enSearch.ideas.method.rules).waitFor({ timeout: 60_000 });
    await page.getByText("Seo aracı nasıl kullanılır?").waitFor();
    expect(await page.getByText(enSearch.ideas.states.ai.not_configured).count()).toBe(1);
    await shot("content-ideas-en");
  });

  it("shows both tools in Turkish", async () => {
    await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
    await page.goto(`${server.baseUrl}/rank-checker`);
    await page.getByRole("heading", { name: trSearch.rank.title }).waitFor();
    await page.getByText(trSearch.rank.notInTop100).first().waitFor();
    await shot("rank-checker-tr");
    await page.goto(`${server.baseUrl}/keyword-suggestions`);
    await page.getByRole("heading", { name: trSearch.keywords.title }).waitFor();
    await page.getByLabel(trSearch.keywords.seed).fill("seo aracı");
    await page.getByRole("button", { name: trSearch.keywords.suggest, exact: true }).click();
    await page.getByText(trSearch.keywords.withData).waitFor();
    await shot("keyword-suggestions-tr");
    await page.goto(`${server.baseUrl}/content-ideas`);
    await page.getByRole("heading", { name: trSearch.ideas.title }).waitFor();
    await page.getByText(trSearch.ideas.method.rules).waitFor();
    await shot("content-ideas-tr");
  });
});
