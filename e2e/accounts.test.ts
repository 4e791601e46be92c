import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registration, solveBotCheck } from "../apps/server/test/accounts/support";
import { TestClient } from "../apps/server/test/support/test-client";
import enAccount from "../apps/web/src/locales/en/account.json";
import enAuth from "../apps/web/src/locales/en/auth.json";
import enLayout from "../apps/web/src/locales/en/layout.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { chooseMenuItem } from "./support/menu";
import { codeFromOutbox, newestCodeMailText } from "./support/register-in-browser";
import { type E2eServer, startE2eServer } from "./support/server";

let server: E2eServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function englishPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
  return page;
}

/** Waits until the (auto-solving) bot check has produced a token, i.e. the button unlocks. */
async function clickWhenEnabled(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
  await button.click();
}

async function logout(page: Page) {
  await chooseMenuItem(
    page,
    page.getByRole("button", { name: enLayout.userMenu.label }),
    page.getByRole("menuitem", { name: enLayout.userMenu.logout }),
  );
  await expect
    .poll(async () => (await page.request.get(`${server.baseUrl}/api/auth/get-session`)).json())
    .toBeNull();
  // Sign-out reloads the app at /login; wait for that navigation so the next goto does not race it.
  await page.waitForURL(`${server.baseUrl}/login`);
  await page.waitForLoadState("load");
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel(enAuth.email, { exact: true }).fill(email);
  await page.getByLabel(enAuth.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: enAuth.login.submit, exact: true }).click();
  await page.waitForURL(`${server.baseUrl}/app`);
}

describe("accounts in the browser", () => {
  it("registers with the real ALTCHA widget, confirms by code, logs out and in, resets the password", async () => {
    const email = "yeni.kullanici@example.com";
    const page = await englishPage();

    await page.goto(`${server.baseUrl}/register?email=${encodeURIComponent(email)}`);
    expect(await page.getByLabel(enAuth.email, { exact: true }).inputValue()).toBe(email);
    await page.getByLabel(enAuth.name, { exact: true }).fill("Deniz Kaya");
    await page.getByLabel(enAuth.phone, { exact: true }).fill("+90 555 000 11 22");
    await page.getByLabel(enAuth.password, { exact: true }).fill("Sifre123");
    await page.getByLabel(enAuth.passwordConfirmation, { exact: true }).fill("Sifre123");
    await page.locator("#accept-terms").check();
    // The visitor ticks the ALTCHA box; once solved, the code is sent without another click.
    await page.locator("altcha-widget label").first().click();
    await page.getByRole("heading", { name: enAuth.code.title }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole("button", { name: /New code in \d+ s/ }).isDisabled()).toBe(true);

    await page.getByLabel(enAuth.code.label).fill(await codeFromOutbox(server.baseUrl, email));
    await clickWhenEnabled(page, enAuth.code.verify);
    await page.waitForURL(`${server.baseUrl}/app`);

    await logout(page);
    await login(page, email, "Sifre123");
    // Settings show which external services this installation has (none in tests: rule-based AI).
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("heading", { name: enAccount.settings.integrations.title }).waitFor();
    await page.getByText(enAccount.settings.integrations.ruleBased).waitFor();
    await logout(page);

    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(enAuth.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: enAuth.login.forgot }).click();
    const before = await newestCodeMailText(server.baseUrl, email);
    await clickWhenEnabled(page, enAuth.forgot.sendCode);
    await page.getByLabel(enAuth.code.label).fill(await codeFromOutbox(server.baseUrl, email, before));
    await clickWhenEnabled(page, enAuth.code.verify);
    await page.getByLabel(enAuth.forgot.newPassword, { exact: true }).fill("YeniSifre9");
    await page.getByLabel(enAuth.passwordConfirmation, { exact: true }).fill("YeniSifre9");
    await clickWhenEnabled(page, enAuth.forgot.save);
    await page.getByText(enAuth.forgot.doneTitle).waitFor();

    await login(page, email, "YeniSifre9");
    // A signed-in visitor of the sign-in pages goes to the app.
    await page.goto(`${server.baseUrl}/register`);
    await page.waitForURL(`${server.baseUrl}/app`);
  });

  it("sends an unconfirmed account from login to the pending-confirmation screen, where the code signs it in", async () => {
    const email = "beklemede@example.com";
    const client = new TestClient(server.baseUrl, "en");
    const registered = await client.post(
      "/api/auth/register",
      registration(email, await solveBotCheck(client)),
    );
    expect(registered.status).toBe(200);

    const page = await englishPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(enAuth.email, { exact: true }).fill(email);
    await page.getByLabel(enAuth.password, { exact: true }).fill("Sifre123");
    await page.getByRole("button", { name: enAuth.login.submit, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/pending-confirmation?email=${encodeURIComponent(email)}`);
    await page.getByLabel(enAuth.code.label).fill(await codeFromOutbox(server.baseUrl, email));
    await clickWhenEnabled(page, enAuth.code.verify);
    await page.waitForURL(`${server.baseUrl}/app`);
  });

  it("strips spaces pasted into the e-mail and password fields", async () => {
    const page = await englishPage();
    await page.goto(`${server.baseUrl}/login`);
    for (const [label, text] of [
      [enAuth.email, " paste d@exam ple.com "],
      [enAuth.password, " Sif re 123 "],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.focus();
      await input.evaluate((element, pasted) => {
        const data = new DataTransfer();
        data.setData("text", pasted);
        element.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, text);
    }
    expect(await page.getByLabel(enAuth.email, { exact: true }).inputValue()).toBe("pasted@example.com");
    expect(await page.getByLabel(enAuth.password, { exact: true }).inputValue()).toBe("Sifre123");
  });
});
