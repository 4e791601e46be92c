import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChangingSite } from "../apps/server/test/monitoring/support";
import enMonitoring from "../apps/web/src/locales/en/monitoring.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

const HOST = "izlenen-site.com.tr";
let fixture: Awaited<ReturnType<typeof startChangingSite>>;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  fixture = await startChangingSite();
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: `${HOST}:${fixture.port}:127.0.0.1`,
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

/** The monitoring card at 1280 and 375 px, light and dark; the page never scrolls sideways. */
const shot = (name: string) =>
  screenshotAllSizes(page, name, { checkOverflow: true, element: page.getByTestId("site-monitoring") });

describe("the site overview's monitoring card", () => {
  it("says what changed since the last analysis and changes the schedule", async () => {
    await registerInBrowser(page, server.baseUrl, "izleme@example.com");
    await page.getByRole("main").getByLabel(enSites.add.label).fill(`http://${HOST}:${fixture.port}`);
    await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
    const card = page.getByTestId("site-card");
    await card.locator("[data-status=completed]").waitFor({ timeout: 90_000 });
    await card.getByRole("link", { name: enSites.card.open }).click();
    await page.waitForURL(/\/app\/sites\//);
    const monitoring = page.getByTestId("site-monitoring");
    await monitoring.getByText(enMonitoring.since.nothing).waitFor();

    fixture.mode.current = "worse";
    await page.getByRole("button", { name: enSites.detail.reanalyze }).click();
    await monitoring
      .getByTestId("since-last-analysis")
      .getByText(/\d+ new errors?/)
      .waitFor({ timeout: 90_000 });
    // The comparison and the analysis's reason arrive in separate queries: wait for both.
    await monitoring.getByText("1 new page").waitFor();
    await monitoring.getByText(/Analysis started by hand/).waitFor();

    await monitoring.getByRole("button", { name: enMonitoring.schedule.daily }).click();
    await expect
      .poll(() =>
        monitoring.getByRole("button", { name: enMonitoring.schedule.daily }).getAttribute("aria-pressed"),
      )
      .toBe("true");
    await monitoring.getByRole("button", { name: enMonitoring.schedule.pause }).click();
    await monitoring.getByText(enMonitoring.schedule.paused).waitFor();
    await shot("site-monitoring");
  }, 240_000);
});
