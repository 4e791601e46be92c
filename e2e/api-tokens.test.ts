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

const readSites = (token: string) =>
  fetch(`${server.baseUrl}/api/sites`, { headers: { authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("Settings → API", () => {
  it("creates a token shown once, which the API accepts until it is revoked", async () => {
    await registerInBrowser(page, server.baseUrl, "api-anahtari@example.com");
    await page.goto(`${server.baseUrl}/settings`);
    const name = page.getByLabel(enAccount.api.name);
    await name.waitFor({ timeout: 30_000 });
    await name.fill("Claude Desktop");
    await page.getByLabel(enAccount.api.scope).selectOption("read");
    await page.getByRole("button", { name: enAccount.api.create }).click();
    const secret = page.getByTestId("new-token");
    await secret.waitFor();
    const token = (await secret.textContent())!.trim();
    expect(token).toMatch(/^slk_/);
    expect(await readSites(token)).toBe(200);
    const row = page.getByTestId("api-token").filter({ hasText: "Claude Desktop" });
    await expect.poll(() => row.textContent()).toContain(token.slice(0, 10));
    await screenshotAllSizes(page, "settings-api-tokens-en", { checkOverflow: true });

    // Shown once: after a reload only the prefix remains.
    await page.reload();
    await row.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("new-token").count()).toBe(0);
    expect(await page.content()).not.toContain(token);

    await row.getByRole("button", { name: enAccount.api.revoke }).click();
    await page.getByRole("dialog").getByRole("button", { name: enAccount.api.revoke }).click();
    await expect.poll(() => row.textContent()).toContain(enAccount.api.revokedBadge);
    expect(await readSites(token)).toBe(401);

    await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
    await page.addInitScript(() => localStorage.setItem("sitelens-lang", "tr"));
    await page.reload();
    await page.getByLabel(trAccount.api.name).waitFor({ timeout: 30_000 });
    expect(await page.getByText(trAccount.settings.apiHint).isVisible()).toBe(true);
    await screenshotAllSizes(page, "settings-api-tokens-tr", { checkOverflow: true });
  });
});
