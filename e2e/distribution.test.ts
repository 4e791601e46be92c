import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVendorServer, type VendorServer } from "../apps/server/test/support/vendor-server";
import enDistribution from "../apps/web/src/locales/en/distribution.json";
import trPlanning from "../apps/web/src/locales/tr/content-planning.json";
import trDistribution from "../apps/web/src/locales/tr/distribution.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

let wordpress: VendorServer;
let server: E2eServer;
let browser: TestBrowser;
let page: Page;
const SITE_HOST = "silinecek.com.tr";
const GOOD = Buffer.from("deniz:abcd efgh ijkl mnop").toString("base64");

beforeAll(async () => {
  // A WordPress site on 127.0.0.1 answering the connection's test call in WordPress's wire format.
  wordpress = await startVendorServer();
  wordpress.handle((request) =>
    request.url.pathname === "/wp-json/wp/v2/users/me" && request.headers.authorization === `Basic ${GOOD}`
      ? { json: { id: 1, name: "Deniz Kaya", slug: "deniz" } }
      : {
          status: 401,
          json: {
            code: "incorrect_password",
            message: "The provided password is an invalid application password.",
            data: { status: 401 },
          },
        },
  );
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      // The content test's site, served by the same local server (its pages are not the point).
      CRAWLER_RESOLVE: `${SITE_HOST}:${new URL(wordpress.url).port}:127.0.0.1`,
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
  await wordpress?.close();
});

/** At 1280 and 375 px, light and dark; the page never scrolls sideways. */
const shot = (name: string) =>
  screenshotAllSizes(page, name, { checkOverflow: true, settleMs: 400, height: 900, fullPage: false });

async function fillWordPress(password: string, texts: typeof enDistribution) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(texts.fields.wordpress.url).fill(wordpress.url);
  await dialog.getByLabel(texts.fields.wordpress.accountId).fill("deniz");
  await dialog.getByLabel(texts.fields.wordpress.apiKey).fill(password);
  await dialog.getByRole("button", { name: texts.dialog.save }).click();
}

describe("connecting a publishing channel in the browser", () => {
  it("shows the vendor's refusal, then connects WordPress and lists it as connected (en)", async () => {
    await registerInBrowser(page, server.baseUrl, "kanal.sahibi@example.com");
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByText(enDistribution.settings.none).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "WordPress", exact: true }).click();
    await fillWordPress("wrong-password", enDistribution);
    await page
      .getByRole("dialog")
      .getByText(/invalid application password/)
      .waitFor({ timeout: 30_000 });
    await shot("distribution-dialog-error-en");
    await fillWordPress("abcd efgh ijkl mnop", enDistribution);
    await page.getByRole("dialog").waitFor({ state: "detached", timeout: 30_000 });
    const connected = page.getByRole("list", { name: enDistribution.settings.connected });
    await connected.getByText("Deniz Kaya").waitFor();
    await connected.getByText(enDistribution.settings.connectedBadge, { exact: true }).waitFor();
    await connected.scrollIntoViewIfNeeded();
    await shot("distribution-settings-en");
  });

  it("shows the same in Turkish, with the dialog's fields for Brevo only", async () => {
    await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
    await page.reload();
    const connected = page.getByRole("list", { name: trDistribution.settings.connected });
    await connected
      .getByText(trDistribution.settings.connectedBadge, { exact: true })
      .waitFor({ timeout: 30_000 });
    await connected.scrollIntoViewIfNeeded();
    await shot("distribution-settings-tr");
    await page.getByRole("button", { name: "Brevo", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(trDistribution.fields.brevo.senderId).waitFor();
    expect(await dialog.getByLabel(trDistribution.fields.wordpress.url).count()).toBe(0);
    expect(await dialog.locator("input").count()).toBe(4);
    await shot("distribution-dialog-tr");
  });

  it("answers in Turkish: the address check in the form, the vendor's refusal in our words with its text as detail", async () => {
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "WordPress", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(trDistribution.fields.wordpress.url).fill("ftp://blog.example.com");
    await dialog.getByLabel(trDistribution.fields.wordpress.accountId).fill("deniz");
    await dialog.getByLabel(trDistribution.fields.wordpress.apiKey).fill("yanlis");
    await dialog.getByRole("button", { name: trDistribution.dialog.save }).click();
    await dialog.getByText(trDistribution.dialog.reasons.url_scheme).waitFor();
    await fillWordPress("yanlis", trDistribution);
    await dialog
      .getByText(/WordPress kullanıcı adı veya uygulama parolası geçersiz/)
      .waitFor({ timeout: 30_000 });
    expect(await dialog.textContent()).toContain(
      'Kanalın yanıtı: "The provided password is an invalid application password."',
    );
    await shot("distribution-dialog-vendor-error-tr");
  });

  it("deletes a published item after asking, and says what each channel did (tr)", async () => {
    const api = (method: string, url: string, body?: object) =>
      page.evaluate(
        async ({ method, url, body }) => {
          const csrf = document.cookie.match(/(?:^|; )sitelens_csrf=([^;]+)/)?.[1] ?? "";
          const response = await fetch(url, {
            method,
            headers: { "content-type": "application/json", "x-csrf-token": decodeURIComponent(csrf) },
            body: body ? JSON.stringify(body) : undefined,
          });
          return { status: response.status, body: await response.json() };
        },
        { method, url, body },
      );
    const site = await api("POST", "/api/sites", {
      url: `http://${SITE_HOST}:${new URL(wordpress.url).port}`,
    });
    expect(site.status).toBe(201);
    const item = await api("POST", "/api/content-drafts", {
      siteId: site.body.id,
      language: "tr",
      title: "Silinecek yazı",
    });
    const url = "https://ornek.com.tr/silinecek-yazi/";
    expect((await api("POST", `/api/content/${item.body.id}/distribution/manual`, { url })).status).toBe(200);

    await page.goto(`${server.baseUrl}/content-create?item=${item.body.id}`);
    await page.getByTestId("delete-item").click({ timeout: 60_000 });
    const dialog = page.getByRole("dialog");
    await dialog.getByText(trPlanning.delete.body).waitFor();
    await shot("content-delete-confirm-tr");
    await dialog.getByRole("button", { name: trPlanning.delete.confirm, exact: true }).click();
    await dialog.getByText(trPlanning.delete.doneTitle).waitFor({ timeout: 30_000 });
    await dialog.getByText(trPlanning.delete.result.manual).waitFor();
    await shot("content-delete-done-tr");
    expect((await api("GET", `/api/content-drafts/${item.body.id}`)).status).toBe(404);
    await dialog.getByRole("button", { name: trPlanning.delete.close }).click();
    await page.waitForURL(/tab=content-planning/);
  });
});
