import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  type GoogleTestServer,
  startGoogleTestServer,
} from "../apps/server/test/google/google-test-server";
import enGoogle from "../apps/web/src/locales/en/google.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import trGoogle from "../apps/web/src/locales/tr/google.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

let google: GoogleTestServer;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;
let siteUrl: string;

beforeAll(async () => {
  google = await startGoogleTestServer();
  [server, browser] = await Promise.all([
    startE2eServer({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_OAUTH_BASE_URL: google.url,
      GOOGLE_API_BASE_URL: google.url,
      // The site's own crawl fails fast on a closed local port; the Google data does not depend on it.
      CRAWLER_RESOLVE: "acme.com:443:127.0.0.1",
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
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
  await google?.close();
});

/** At 1280 and 375 px, light and dark; the page never scrolls sideways. */
const shot = (name: string) => screenshotAllSizes(page, name, { checkOverflow: true });

async function setLanguage(language: "tr" | "en") {
  await page.evaluate((value) => localStorage.setItem("sitelens-lang", value), language);
  await page.reload();
}

/** Until every Google refresh job the server started has ended, looking again after pg-boss's 1 s poll. */
async function waitForGoogleRefreshes() {
  const running = () => {
    const lines = server.logs.filter((line) => line.includes('"job":"refresh-google-data"'));
    const count = (message: string) => lines.filter((line) => line.includes(`"msg":"${message}"`)).length;
    return count("job started") - count("job completed") - count("job failed");
  };
  await expect.poll(running, { timeout: 60_000, interval: 250 }).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await expect.poll(running, { timeout: 60_000, interval: 250 }).toBe(0);
}

describe("Google in the browser", () => {
  it("connects Google from the Search Console tab and lands back on it", async () => {
    await registerInBrowser(page, server.baseUrl, "google.sahibi@example.com");
    const box = page.getByRole("main").getByLabel(enSites.add.label);
    await box.fill("acme.com");
    await page.getByRole("main").getByRole("button", { name: enSites.add.submit }).click();
    await page.getByTestId("site-card").waitFor();
    const siteId = await page.evaluate(async () => {
      const response = await fetch("/api/sites");
      return ((await response.json()) as { sites: { id: string }[] }).sites[0]!.id;
    });
    siteUrl = `${server.baseUrl}/app/sites/${siteId}`;
    await page.goto(`${siteUrl}?tab=searchConsole`);
    await page.getByTestId("google-connect").waitFor();
    await shot("google-connect");
    await page.getByRole("button", { name: enGoogle.connect.button }).click();
    // Google's consent screen (the local stand-in grants and redirects) → our callback → the tab.
    await page.waitForURL(`${siteUrl}?tab=searchConsole`, { timeout: 30_000 });
    await page.getByText(enGoogle.outcome.connected).waitFor();
  });

  it("shows the Search Console panel for the auto-matched property, in English and Turkish", async () => {
    const panel = page.getByTestId("search-console-panel");
    await panel.getByText("sc-domain:acme.com").waitFor();
    await expect.poll(() => panel.getByTestId("metric-card").count(), { timeout: 60_000 }).toBe(4);
    await panel.getByTestId("sc-queries").getByText("seo aracı").waitFor();
    await panel.getByTestId("sc-striking").waitFor();
    await panel.getByTestId("sc-inspections").waitFor();
    // Search filters the table; the range buttons change the chart.
    await panel.getByTestId("sc-queries").getByRole("searchbox").fill("query 1");
    await expect.poll(() => panel.getByTestId("sc-queries").getByText("seo aracı").count()).toBe(0);
    await panel.getByTestId("sc-queries").getByRole("searchbox").fill("");
    await panel.getByRole("button", { name: enGoogle.range["7"] }).click();
    await panel.getByRole("button", { name: enGoogle.insights.createTask }).first().click();
    await page.getByText(/^Task created:/).waitFor();
    await shot("google-search-console-en");
    await setLanguage("tr");
    await page
      .getByTestId("search-console-panel")
      .getByText(trGoogle.table.queries)
      .waitFor({ timeout: 30_000 });
    await shot("google-search-console-tr");
  });

  it("shows the GA4 panel with AI assistants as their own channel, in Turkish and English", async () => {
    await page.goto(`${siteUrl}?tab=ga4`);
    // Connected from the Search Console tab, so only that scope was asked for: GA4 is granted incrementally.
    await page.getByTestId("google-scope-missing").waitFor();
    await page.getByRole("button", { name: trGoogle.scopeMissing.button }).click();
    await page.waitForURL(`${siteUrl}?tab=ga4`, { timeout: 30_000 });
    const panel = page.getByTestId("ga4-panel");
    await expect.poll(() => panel.getByTestId("metric-card").count(), { timeout: 60_000 }).toBe(6);
    await panel.getByTestId("ga4-channels").getByText(trGoogle.ga.aiChannel).waitFor();
    await panel.getByTestId("ga4-ai-assistants").getByRole("cell", { name: "ChatGPT" }).waitFor();
    await shot("google-ga4-tr");
    await setLanguage("en");
    await page
      .getByTestId("ga4-panel")
      .getByTestId("ga4-channels")
      .getByText(enGoogle.ga.aiChannel)
      .waitFor();
    await shot("google-ga4-en");
  });

  it("changes properties with the picker", async () => {
    await page.getByRole("button", { name: enGoogle.picker.change }).click();
    const picker = page.getByTestId("google-property-picker");
    await picker.getByLabel(enGoogle.picker.ga4).selectOption("properties/777");
    await picker.getByRole("button", { name: enGoogle.picker.save }).click();
    await page.getByTestId("ga4-panel").getByText("Other").first().waitFor();
  });

  it("shows Google as connected in Settings", async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await page.locator("[data-testid=google-settings][data-status=connected]").waitFor();
    await page.getByTestId("google-settings").getByText(enGoogle.settings.connected).waitFor();
    await shot("google-settings");
  });

  it("asks to reconnect once Google's grant is dead, with one notification", async () => {
    // A refresh the picker queued and a loaded machine ran late would meet the dead grant first.
    await waitForGoogleRefreshes();
    google.revokeAllGrants();
    await page.goto(`${siteUrl}?tab=searchConsole`);
    await page.getByTestId("search-console-panel").waitFor();
    // Opening the picker asks Google for the properties: 401 on a revoked grant expires the connection.
    await page.getByRole("button", { name: enGoogle.picker.change }).click();
    await page.getByTestId("search-console-panel").getByRole("alert").waitFor({ timeout: 30_000 });
    await page.reload();
    await page
      .getByTestId("google-reconnect")
      .getByRole("button", { name: enGoogle.expired.button })
      .waitFor({ timeout: 30_000 });
    // The last data fetched stays visible under the prompt.
    await page.getByTestId("search-console-panel").getByTestId("metric-card").first().waitFor();
    await shot("google-reconnect");
    const reconnectNotices = await page.evaluate(async () => {
      const response = await fetch("/api/notifications");
      const { notifications } = (await response.json()) as { notifications: { actionUrl: string | null }[] };
      return notifications.filter((item) => item.actionUrl === "/settings").length;
    });
    expect(reconnectNotices).toBe(1);
    await page.goto(`${server.baseUrl}/settings`);
    await page.locator("[data-testid=google-settings][data-status=expired]").waitFor();
  });
});
