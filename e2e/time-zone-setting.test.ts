import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enAccount from "../apps/web/src/locales/en/account.json";
import trAccount from "../apps/web/src/locales/tr/account.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

let server: E2eServer;
let browser: TestBrowser;
let page: Page;

const storedZone = () =>
  page.evaluate(async () => {
    const response = await fetch("/api/settings/notifications", { credentials: "include" });
    return ((await response.json()) as { timeZone: string | null }).timeZone;
  });

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  // A browser in New York: its zone is what the first settings load stores.
  page = await browser.newPage({ timezoneId: "America/New_York" });
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the time zone setting", () => {
  it("stores the browser's zone on the first signed-in screen, and a choice is stored for the weekly report and the calendar", async () => {
    await registerInBrowser(page, server.baseUrl, "saat-dilimi@example.com");
    // Stored on the first signed-in screen, before any visit to the settings.
    await expect.poll(storedZone, { timeout: 15_000 }).toBe("America/New_York");
    await page.goto(`${server.baseUrl}/settings`);
    const field = page.getByLabel(enAccount.settings.timeZone);
    await field.waitFor({ timeout: 30_000 });
    expect(await field.inputValue()).toBe("America/New_York");

    await field.selectOption("Europe/Istanbul");
    await expect.poll(storedZone, { timeout: 15_000 }).toBe("Europe/Istanbul");
    await page.reload();
    await expect
      .poll(() => page.getByLabel(enAccount.settings.timeZone).inputValue())
      .toBe("Europe/Istanbul");
    await screenshotAllSizes(page, "settings-time-zone-en");

    await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
    await page.addInitScript(() => localStorage.setItem("sitelens-lang", "tr"));
    await page.reload();
    await page.getByLabel(trAccount.settings.timeZone).waitFor({ timeout: 30_000 });
    expect(await page.getByText(trAccount.settings.timeZoneHint).isVisible()).toBe(true);
    await screenshotAllSizes(page, "settings-time-zone-tr");
  });
});
