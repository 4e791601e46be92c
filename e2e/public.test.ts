import { defaultPlanQuotas, usageKindLabels, usagePeriods } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContents } from "../apps/server/src/db/schema";
import { blogText } from "../apps/web/src/features/blog/content";
import { contactText } from "../apps/web/src/features/contact/content";
import { landingText } from "../apps/web/src/features/landing/content";
import { legalText } from "../apps/web/src/features/legal/content";
import enLanding from "../apps/web/src/locales/en/landing.json";
import { measureFirstLoadJs } from "../bench/support/first-load-js";
import { type PublicSite, servePublicSite } from "./public-site";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { screenshotAllSizes } from "./support/screenshots";

let site: PublicSite;
let server: PublicSite["server"];
let browser: TestBrowser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    servePublicSite({ env: { CONTACT_EMAIL: "support@sitelens.test" } }),
    launchBrowser(),
  ]);
  server = site.server;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PUBLIC_PATHS = [
  "/",
  "/features",
  "/features/aio-optimization",
  "/pricing",
  "/about",
  "/blog",
  "/blog/llms-txt-nedir",
  "/contact",
  "/terms",
  "/privacy",
  "/kvkk",
];
const english = (path: string) =>
  path === "/" ? "/en" : `/en${path.replace("llms-txt-nedir", "llms-txt-explained")}`;

/** Opens a page and collects what would show a broken page: script errors and failed hydration. */
async function open(page: Page, path: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const response = await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  return { status: response?.status(), problems };
}

describe("public pages in the browser", () => {
  it("renders every public route in Turkish and English at 375 and 1280 px, pre-rendered and hydrated", async () => {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const path of [...PUBLIC_PATHS, ...PUBLIC_PATHS.map(english)]) {
        const { status, problems } = await open(page, path);
        expect({ path, status, problems }).toEqual({ path, status: 200, problems: [] });
        expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(
          path.startsWith("/en") ? "en" : "tr",
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await page.close();
    }
  });

  // Issue #6's budget: under 150 KB of compressed JavaScript before the landing page is interactive.
  it("keeps the landing page's first-load JavaScript under 150 KB compressed, in both languages", async () => {
    for (const path of ["/", "/en"]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      const { bytes, files } = await measureFirstLoadJs(page, `${server.url}${path}`);
      expect(files.length, path).toBeGreaterThan(2);
      expect(bytes, `${path}: ${files.join(", ")}`).toBeLessThan(150 * 1024);
      await page.close();
    }
  });

  it("serves the content without JavaScript", async () => {
    const html = await (await fetch(`${server.url}/en/pricing`)).text();
    expect(html).toContain("<h1");
    expect(html).toContain("Most popular");
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('hreflang="tr"');
  });

  it("carries the e-mail from the landing page to registration", async () => {
    const page = await browser.newPage();
    await open(page, "/en");
    await page.getByLabel(enLanding.emailLabel).fill("visitor@example.com");
    await page.getByRole("button", { name: enLanding.emailSubmit }).click();
    await page.waitForURL(`${server.url}/register?email=visitor%40example.com`);
    await page.close();
  });

  it("says the same free-plan analysis figure in the plan table and the FAQ as the enforced quota", async () => {
    const enforced = defaultPlanQuotas("free", false).usage.analyses;
    expect(usagePeriods.analyses).toBe("day");
    for (const [path, row, faq] of [
      ["/pricing", `${usageKindLabels.analyses.tr}${enforced}/gün`, `günde ${enforced} site analizi`],
      ["/en/pricing", `${usageKindLabels.analyses.en}${enforced}/day`, `${enforced} site analyses a day`],
    ] as const) {
      const page = await browser.newPage();
      await open(page, path);
      await page.getByTestId("quotas-free").waitFor();
      expect(await page.getByTestId("quotas-free").textContent()).toContain(row);
      const faqSection = page.locator("section[aria-labelledby=pricing-faq]");
      expect(await faqSection.textContent()).toContain(faq);
      await faqSection.locator("summary").first().click();
      await screenshotAllSizes(page, `pricing-faq${path.startsWith("/en") ? "-en" : "-tr"}`, {
        element: faqSection,
        checkOverflow: true,
      });
      await page.close();
    }
  });

  it("opens a FAQ answer", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await open(page, "/");
    const [faq] = landingText.tr!.faqs(0).slice(1);
    const answer = page.getByText(faq!.answer);
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(faq!.question).click();
    await answer.waitFor();
    await page.close();
  });

  it("searches and filters the blog", async () => {
    const page = await browser.newPage();
    const text = blogText.en!;
    await open(page, "/en/blog");
    const cards = page.getByTestId("post-list").locator("> li");
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(6);
    await page.getByLabel(text.search).fill("LLMS.TXT");
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => cards.first().textContent()).toContain("llms.txt explained");
    await page.getByLabel(text.search).fill("");
    await page.getByRole("button", { name: text.categories["ai-search"] }).click();
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByRole("button", { name: text.all }).click();
    await expect.poll(() => cards.count()).toBe(all);
    await page.close();
  });

  it("copies a post's link, shows the marker, then clears it; counts the view once", async () => {
    const context = await browser.browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await context.newPage();
    const text = blogText.tr!;
    await open(page, "/blog/core-web-vitals-rehberi");
    await expect.poll(() => page.getByTestId("view-count").first().textContent()).toBe(text.views(1));
    await page.getByRole("button", { name: text.copyLink }).click();
    await page.getByRole("button", { name: text.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}/blog/core-web-vitals-rehberi`,
    );
    await page.getByRole("button", { name: text.copyLink }).waitFor({ timeout: 5_000 });
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("view-count").first().textContent()).toBe(text.views(1));
    expect(await page.getByRole("navigation", { name: text.toc }).getByRole("link").count()).toBeGreaterThan(
      2,
    );
    await context.close();
  });

  it("sends the contact form: stored, e-mailed to support, confirmed to the visitor", async () => {
    const page = await browser.newPage();
    const text = contactText.en!;
    await open(page, "/en/contact");
    await page.getByRole("button", { name: text.send }).click();
    await page.getByText(text.required).waitFor();
    await page.getByLabel(text.name).fill("Deniz Kaya");
    await page.getByLabel(text.email).fill("deniz@example.com");
    await page.getByLabel(text.category).selectOption("support");
    await page.getByLabel(text.subject).fill("Analysis question");
    await page.getByLabel(text.message).fill("How often should I re-run the analysis?");
    await page.locator("altcha-widget label").first().click();
    await expect
      .poll(() => page.locator("altcha-widget input[type=checkbox]").isChecked(), { timeout: 30_000 })
      .toBe(true);
    await page.getByRole("button", { name: text.send }).click();
    await page.getByText(text.sent).waitFor();
    const outbox = async (to: string) =>
      (
        (await (await fetch(`${server.url}/api/dev/outbox?to=${to}`)).json()) as {
          messages: { subject: string }[];
        }
      ).messages;
    expect((await outbox("deniz@example.com"))[0]?.subject).toBe(
      "We received your message: Analysis question",
    );
    expect((await outbox("support@sitelens.test"))[0]?.subject).toContain("Analysis question");
    await page.close();
  });

  it("keeps the pre-rendered contact form from sending before the app has started", async () => {
    // A native submit would put the message into the address and reload the page without it.
    const context = await browser.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/contact`);
    expect(await page.getByRole("button", { name: contactText.en!.send }).isDisabled()).toBe(true);
    await context.close();
  });

  it("shows a legal text in the other language when one is missing, and the missing-content message", async () => {
    const { db } = server.context.database;
    await db.delete(pageContents).where(eq(pageContents.id, "en:terms"));
    await db.update(pageContents).set({ isActive: false }).where(eq(pageContents.slug, "kvkk"));
    const page = await browser.newPage();
    await open(page, "/en/terms");
    await page.getByText(legalText.en!.otherLanguage).waitFor();
    await page.getByRole("heading", { level: 1, name: "Kullanım Koşulları" }).waitFor();
    await open(page, "/kvkk");
    await page.getByText("İçerik bulunamadı.").waitFor();
    await page.close();
  });
});
