import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalIyzico } from "../apps/server/test/support/local-iyzico";
import enBilling from "../apps/web/src/locales/en/billing.json";
import trBilling from "../apps/web/src/locales/tr/billing.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

const SECRET = "sandbox-e2e-secret";
let iyzico: Awaited<ReturnType<typeof startLocalIyzico>>;
let server: E2eServer;
let browser: TestBrowser;

beforeAll(async () => {
  iyzico = await startLocalIyzico({
    apiKey: "sandbox-e2e-key",
    secretKey: SECRET,
    merchantId: "3382172",
    pricingPlans: { "plan-pro-month": { price: 1250, days: 30 } },
  });
  [server, browser] = await Promise.all([
    startE2eServer({
      ANALYSIS_LIGHTHOUSE: "false",
      IYZICO_API_KEY: "sandbox-e2e-key",
      IYZICO_SECRET_KEY: SECRET,
      IYZICO_BASE_URL: iyzico.url,
      IYZICO_MERCHANT_ID: "3382172",
      IYZICO_SUBSCRIPTION_PLANS: JSON.stringify({ pro: { month: "plan-pro-month" } }),
    }),
    launchBrowser(),
  ]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await iyzico?.close();
});

/**
 * The signed-in user in Turkish, in a second browser profile: the language choice is stored per
 * browser and followed by every tab, so a Turkish tab in the same profile would turn the first one.
 */
async function turkishTab(signedIn: Page): Promise<Page> {
  const tab = await browser.newPage();
  await tab.context().addCookies(await signedIn.context().cookies());
  await tab.addInitScript(() => localStorage.setItem("sitelens-lang", "tr"));
  return tab;
}

describe("subscribing to Pro with iyzico in the browser", () => {
  it("goes from /payment through iyzico's embedded form and the callback to /billing, then cancels", async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
    await registerInBrowser(page, server.baseUrl, `iyzico-${Date.now()}@example.com`);

    await page.goto(`${server.baseUrl}/payment?plan=pro&interval=month&currency=TRY`);
    await page.getByTestId("order-summary").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("renewal-note").textContent()).toBe(enBilling.payment.renewal.automatic);
    await screenshotAllSizes(page, "payment-iyzico-subscription-en");
    // The same order in Turkish.
    const turkishOrder = await turkishTab(page);
    await turkishOrder.goto(page.url());
    await turkishOrder.getByTestId("order-summary").waitFor({ timeout: 60_000 });
    expect(await turkishOrder.getByTestId("renewal-note").textContent()).toBe(
      trBilling.payment.renewal.automatic,
    );
    await screenshotAllSizes(turkishOrder, "payment-iyzico-subscription-tr", { settleMs: 400 });
    await turkishOrder.close();
    await page.getByRole("button", { name: enBilling.payment.pay }).click();

    // Our page embeds iyzico's form script under its own CSP; the script draws the form.
    await page.waitForURL(/\/api\/billing\/payments\/.+\/iyzico-form$/, { timeout: 60_000 });
    await page.getByRole("button", { name: "Abone ol" }).click({ timeout: 60_000 });
    await page.waitForURL(/\/payment-success\?payment=/, { timeout: 60_000 });
    await page.locator('[data-testid="payment-result"][data-state="succeeded"]').waitFor({ timeout: 60_000 });

    await page.goto(`${server.baseUrl}/billing`);
    await page.locator('[data-testid="plan-summary"][data-plan="pro"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("plan-dates").textContent()).toMatch(/^Renews on /);
    expect(await page.locator('[data-testid="invoice-list"] li[data-status="paid"]').count()).toBe(1);
    await page.getByRole("button", { name: enBilling.billing.manage }).waitFor();
    await screenshotAllSizes(page, "billing-iyzico-subscription-en");

    // iyzico's card form posts its token back: the user lands on /billing, told where the card went.
    await page.evaluate(() => {
      const form = Object.assign(document.createElement("form"), {
        method: "POST",
        action: "/payment-callback/card",
      });
      form.append(Object.assign(document.createElement("input"), { name: "token", value: "card-token" }));
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL(/\/billing\?card=updated$/);
    expect(await page.getByTestId("card-form-return").textContent()).toBe(enBilling.billing.cardFormReturn);

    // The card note in Turkish too.
    const turkish = await turkishTab(page);
    await turkish.goto(`${server.baseUrl}/billing?card=updated`);
    await turkish.locator('[data-testid="plan-summary"][data-plan="pro"]').waitFor({ timeout: 60_000 });
    expect(await turkish.getByTestId("card-form-return").textContent()).toBe(
      trBilling.billing.cardFormReturn,
    );
    await screenshotAllSizes(turkish, "billing-iyzico-subscription-tr", { settleMs: 400 });
    await turkish.close();

    await page.getByRole("button", { name: enBilling.billing.cancel }).click();
    await page.getByRole("button", { name: enBilling.billing.cancelConfirm }).click();
    await expect
      .poll(() => page.getByTestId("plan-dates").textContent(), { timeout: 60_000 })
      .toMatch(/^Ends on |^Paid until /);
    const ref = [...iyzico.subscriptions.subscriptions.values()].at(-1)!;
    expect(ref.subscriptionStatus).toBe("CANCELED");
  }, 600_000);
});
