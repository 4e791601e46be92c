import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalStripe, startLocalStripe } from "../apps/server/test/support/local-stripe";
import enAccount from "../apps/web/src/locales/en/account.json";
import enBilling from "../apps/web/src/locales/en/billing.json";
import enPageTools from "../apps/web/src/locales/en/page-tools.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import trBilling from "../apps/web/src/locales/tr/billing.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { registerInBrowser } from "./support/register-in-browser";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

const SECRET = "sk_test_e2e";
const WEBHOOK_SECRET = "whsec_e2e_secret";
let stripe: LocalStripe;
let server: E2eServer;
let browser: TestBrowser;

beforeAll(async () => {
  stripe = await startLocalStripe({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    prices: { price_pro_month: { amount: 2900, currency: "usd", interval: "month" } },
  });
  [server, browser] = await Promise.all([
    startE2eServer({
      ANALYSIS_LIGHTHOUSE: "false",
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_IDS: JSON.stringify({ pro: { month: "price_pro_month" } }),
    }),
    launchBrowser(),
  ]);
  stripe.state.webhookUrl = `${server.baseUrl}/api/billing/webhooks/stripe`;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

const shot = screenshotAllSizes;

async function newUserPage(language: "tr" | "en"): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem("sitelens-lang")) localStorage.setItem("sitelens-lang", "en");
  });
  await registerInBrowser(page, server.baseUrl, `buyer-${language}-${Date.now()}@example.com`);
  if (language === "tr") await page.evaluate(() => localStorage.setItem("sitelens-lang", "tr"));
  return page;
}

/** The pricing page is pre-rendered for visitors; once the session is known, Pro's button leads to /payment. */
async function choosePro(page: Page, screenshot?: string) {
  const link = page.locator('li[aria-labelledby="plan-pro"]').getByRole("link");
  await expect.poll(() => link.getAttribute("href"), { timeout: 30_000 }).toContain("/payment?");
  expect(await page.getByTestId("quotas-pro").textContent()).toMatch(/500|\d/);
  if (screenshot) await shot(page, screenshot);
  await link.click();
}

const result = (page: Page, state: string) =>
  page.locator(`[data-testid="payment-result"][data-state="${state}"]`);
const banner = (page: Page) => page.getByTestId("plan-banner");

describe("buying Pro with Stripe in the browser", () => {
  it("takes a trial user through pricing, checkout, the webhook and billing (English)", async () => {
    const page = await newUserPage("en");
    await expect.poll(() => banner(page).getAttribute("data-kind")).toBe("trial");

    await page.goto(`${server.baseUrl}/en/pricing`);
    await choosePro(page, "pricing-en");
    await page.waitForURL(/\/payment\?plan=pro&interval=month&currency=USD/);
    await page.getByTestId("order-summary").waitFor();
    await shot(page, "payment-en");
    await page.getByRole("button", { name: enBilling.payment.pay }).click();
    await page.waitForURL(`${stripe.url}/c/pay/**`);

    // The provider confirms a moment later: the page says "processing" and updates by itself.
    stripe.state.deliverOnPay = false;
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/payment-success\?payment=.+&session_id=cs_test_/);
    await result(page, "pending").waitFor();
    await shot(page, "payment-processing-en");
    const events = [...stripe.pending];
    const forged = await stripe.deliver(events[1]!, "t=1,v1=00");
    expect(forged.status).toBe(400);
    await stripe.flush();
    stripe.state.deliverOnPay = true;
    await result(page, "succeeded").waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole("heading", { name: enBilling.result.successTitle }).isVisible())
      .toBe(true);
    await shot(page, "payment-success-en");
    expect(await (await stripe.deliver(events[2]!)).json()).toEqual({ received: true, duplicate: true });

    await page.getByRole("link", { name: enBilling.result.toBilling }).click();
    await page.waitForURL(`${server.baseUrl}/billing`);
    await page.locator('[data-testid="plan-summary"][data-plan="pro"]').waitFor();
    expect(await page.locator('[data-testid="invoice-list"] li[data-status="paid"]').count()).toBe(1);
    await expect.poll(() => banner(page).count()).toBe(0);
    const pdfHref = await page.locator('[data-testid="invoice-list"] a[download]').getAttribute("href");
    const pdf = await page.request.get(`${server.baseUrl}${pdfHref}`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await shot(page, "billing-pro-en");

    // Pro tools are open in the tool bar.
    await page.goto(`${server.baseUrl}/app`);
    await page.getByRole("link", { name: enBilling.tools.contentIdeas }).waitFor();
    await shot(page, "tools-open-en");
    expect(await page.getByTestId("tools-locked").count()).toBe(0);

    // A renewal fails: the invoice is overdue and the payment-required banner arrives live.
    await page.goto(`${server.baseUrl}/billing`);
    const [customer, subscription] = [...stripe.subscriptions.entries()].at(-1)!;
    const now = Math.floor(Date.now() / 1000);
    await stripe.deliver(
      stripe.event("invoice.payment_failed", {
        id: `in_renewal_${now}`,
        object: "invoice",
        number: "LSRENEW-0002",
        customer,
        currency: "usd",
        amount_due: 2900,
        amount_paid: 0,
        created: now - 86_400 * 3,
        due_date: now - 86_400,
        hosted_invoice_url: null,
        status: "open",
        parent: { subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
        lines: { data: [{ pricing: { price_details: { price: "price_pro_month" } } }] },
      }),
    );
    await expect.poll(() => banner(page).getAttribute("data-kind"), { timeout: 30_000 }).toBe("payment");
    await shot(page, "billing-overdue-en");

    // Unpaid invoices hold the tools: a tool says so with the way to pay, and the API answers 402.
    await page.goto(`${server.baseUrl}/meta-tag-generator`);
    const held = page.getByTestId("tool-payment-required");
    await held.waitFor({ timeout: 30_000 });
    expect(await held.textContent()).toContain(enSites.paymentLocked.title);
    expect(await held.getByRole("link", { name: enSites.paymentLocked.pay }).getAttribute("href")).toBe(
      "/billing",
    );
    await shot(page, "tool-payment-required-en");
    expect((await page.request.get(`${server.baseUrl}/api/sites/none/competitors`)).status()).toBe(402);
    await page.goto(`${server.baseUrl}/billing`);
    await page
      .locator('[data-testid="invoice-list"] li[data-status="overdue"]')
      .getByRole("link", { name: enBilling.billing.payInvoice })
      .click();
    await page.waitForURL(/\/payment\?invoice=/);
    await page.getByRole("button", { name: enBilling.payment.pay }).click();
    await page.waitForURL(`${stripe.url}/c/pay/**`);
    await page.getByRole("button", { name: "Pay" }).click();
    await result(page, "succeeded").waitFor({ timeout: 30_000 });
    await page.goto(`${server.baseUrl}/billing`);
    await page.locator('[data-testid="plan-summary"][data-plan="pro"]').waitFor();
    await expect.poll(() => banner(page).count()).toBe(0);

    // Cancel in the app, no portal needed: Pro until the period ends; resuming takes it back.
    const dates = () => page.getByTestId("plan-dates").textContent();
    const cancelAtPeriodEnd = async () => {
      await page.getByRole("button", { name: enBilling.billing.cancel }).click();
      await page.getByRole("button", { name: enBilling.billing.cancelConfirm }).click();
      await expect.poll(dates, { timeout: 30_000 }).toContain("Ends on");
    };
    await cancelAtPeriodEnd();
    await shot(page, "billing-cancelled-en");
    await page.getByRole("button", { name: enBilling.billing.resume }).click();
    await expect.poll(dates, { timeout: 30_000 }).toContain("Renews on");
    await cancelAtPeriodEnd();

    // The delete dialog says what happens to the paid period.
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("button", { name: enAccount.settings.delete }).click();
    const note = page.getByTestId("delete-paid-period");
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toContain("not refunded");
    await shot(page, "delete-paid-period-en");
    await page.getByRole("button", { name: enAccount.settings.cancel }).click();

    // The period ends: back on the free plan, the tools are locked ('Pro plan required') and refused.
    const [, ended] = [...stripe.subscriptions.entries()].at(-1)!;
    await stripe.deliver(stripe.event("customer.subscription.deleted", { ...ended, status: "canceled" }));
    await page.goto(`${server.baseUrl}/meta-tag-generator`);
    const locked = page.getByTestId("tool-locked");
    await locked.waitFor({ timeout: 30_000 });
    expect(await locked.textContent()).toContain(enPageTools.locked.title);
    expect(await locked.getByRole("link").getAttribute("href")).toContain("pricing");
    await shot(page, "tool-locked-en");
    expect((await page.request.get(`${server.baseUrl}/api/sites/none/competitors`)).status()).toBe(403);
    await page.close();
  }, 240_000);

  it("shows lira with KDV, survives a cancelled checkout and buys in Turkish", async () => {
    const page = await newUserPage("tr");
    await page.goto(`${server.baseUrl}/pricing`);
    await choosePro(page);
    await page.waitForURL(/\/payment\?plan=pro&interval=month&currency=TRY/);
    await expect.poll(() => page.getByTestId("order-summary").textContent()).toContain("KDV");
    expect(await page.getByTestId("charged-note").textContent()).toContain("$29");
    await shot(page, "payment-tr");

    await page.getByRole("button", { name: trBilling.payment.pay }).click();
    await page.waitForURL(`${stripe.url}/c/pay/**`);
    await page.getByRole("link", { name: "Back" }).click();
    await result(page, "cancelled").waitFor();
    await page.getByRole("heading", { name: trBilling.result.cancelledTitle }).waitFor();
    await shot(page, "payment-cancelled-tr");

    await page.getByRole("link", { name: trBilling.result.retry }).click();
    await page.getByRole("button", { name: trBilling.payment.pay }).click();
    await page.waitForURL(`${stripe.url}/c/pay/**`);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("heading", { name: trBilling.result.successTitle }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.baseUrl}/billing`);
    await page.locator('[data-testid="plan-summary"][data-plan="pro"]').waitFor();
    // Only this user's own invoice, never the English buyer's.
    await expect.poll(() => page.locator('[data-testid="invoice-list"] li').count()).toBe(1);
    expect(await page.locator('[data-testid="invoice-list"]').textContent()).toContain(
      trBilling.billing.states.paid,
    );
    await expect.poll(() => banner(page).count()).toBe(0);
    await shot(page, "billing-pro-tr");
    await page.close();
  }, 240_000);
});
