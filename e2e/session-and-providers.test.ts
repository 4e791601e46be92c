import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enAccount from "../apps/web/src/locales/en/account.json";
import enAuth from "../apps/web/src/locales/en/auth.json";
import enBilling from "../apps/web/src/locales/en/billing.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { type E2eServer, startE2eServer } from "./support/server";

let server: E2eServer;
let browser: TestBrowser;

beforeAll(async () => {
  // No payment provider configured; no session cache, so a revoked session is refused at once.
  [server, browser] = await Promise.all([
    startE2eServer({ ANALYSIS_LIGHTHOUSE: "false", SESSION_CACHE_SECONDS: "0" }),
    launchBrowser(),
  ]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
  await registerInBrowser(page, server.baseUrl, `visitor-${Date.now()}@example.com`);
  return page;
}

describe("an installation without a payment provider", () => {
  it("says on /pricing and /billing that online payment is not set up, and how to get a plan", async () => {
    const page = await signedInPage();
    for (const path of ["/en/pricing", "/billing"]) {
      await page.goto(`${server.baseUrl}${path}`);
      const note = page.getByTestId("payments-not-configured").first();
      await note.waitFor({ timeout: 30_000 });
      const text = await note.textContent();
      // /pricing says it in one line for visitors; /billing adds the admin command that grants a plan.
      expect(text).toMatch(/Online payment is not set up/);
      expect(text).toMatch(/administrator/);
      if (path === "/billing") expect(text).toContain(enBilling.notConfigured.title);
    }
    await page.close();
  }, 180_000);
});

describe("a session revoked while the app is open", () => {
  it("signs out locally and goes to /login at the next refused request", async () => {
    const page = await signedInPage();
    await page.goto(`${server.baseUrl}/account-info`);
    const name = page.getByLabel(enAccount.info.name, { exact: true });
    await name.waitFor({ timeout: 30_000 });
    // Signed out elsewhere: the server forgets the session while this tab still holds its cookie.
    const cookies = await page.context().cookies();
    const revoked = await page.evaluate(async () => {
      const csrf = decodeURIComponent(document.cookie.match(/sitelens_csrf=([^;]+)/)?.[1] ?? "");
      const response = await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrf },
        body: "{}",
      });
      return response.status;
    });
    expect(revoked).toBe(200);
    await page.context().addCookies(cookies);

    await name.fill("Deniz Kaya Yeni");
    await page.getByRole("button", { name: enAccount.info.save }).click();
    await page.waitForURL(/\/login\?redirect=%2Faccount-info/, { timeout: 30_000 });
    await page.getByRole("heading", { name: enAuth.login.title }).waitFor();
    await page.close();
  }, 180_000);
});
