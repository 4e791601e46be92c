import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enAccount from "../apps/web/src/locales/en/account.json";
import enSites from "../apps/web/src/locales/en/sites.json";
import trLanding from "../apps/web/src/locales/tr/landing.json";
import trSites from "../apps/web/src/locales/tr/sites.json";
import { APP_ROUTE_PATTERNS } from "../packages/shared/src/routes";
import {
  type AnalysedSite,
  openSignedIn,
  settle as settleScreen,
  startAnalysedSite,
} from "./support/analysed-site";
import { overflowingElements } from "./support/overflow";
import { rawKeys } from "./support/raw-keys";
import type { E2eServer } from "./support/server";

/**
 * Every signed-in screen (the app routes of packages/shared/src/routes.ts, each tab of the site
 * detail) in both languages: nothing scrolls sideways at 375 px, no i18n key, snake_case id or unfilled
 * placeholder is shown in place of words, and no text fails WCAG AA contrast
 * (axe-core's color-contrast rule) in the light or the dark theme. Set SCREENSHOT_DIR to keep a
 * picture of each at 375 and 1280 px, light and dark.
 */

const SITE_TABS = ["overview", "seo", "tasks", "searchConsole", "ga4", "aio", "pages", "connection"];
const AXE = path.resolve(import.meta.dirname, "../node_modules/axe-core/axe.min.js");
const screenshotDir = process.env.SCREENSHOT_DIR;

let site: AnalysedSite;
let server: E2eServer;
let siteId = "";

beforeAll(async () => {
  site = await startAnalysedSite("ekranlar@example.com");
  ({ server, siteId } = site);
}, 400_000);
afterAll(async () => {
  await site?.close();
});

/** Every signed-in address: the route patterns with the fixture site's id, and each site-detail tab. */
function signedInScreens(): string[] {
  const screens = APP_ROUTE_PATTERNS.map((pattern) => pattern.replace(/:(id|siteId)\b/, siteId));
  const detail = `/app/sites/${siteId}`;
  return [...screens, ...SITE_TABS.filter((tab) => tab !== "overview").map((tab) => `${detail}?tab=${tab}`)];
}

const openScreen = (language: "tr" | "en", width: number) => openSignedIn(site, language, width);
const settle = (page: Page, screen: string) => settleScreen(page, server.baseUrl, screen);

async function contrastViolations(page: Page) {
  // Colours are read at rest: a theme switch must not be measured halfway through a transition.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: "rule", values: ["color-contrast"] },
    })) as { violations: { nodes: { target: string[]; failureSummary: string }[] }[] };
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary.split("\n").at(-1)}`),
    );
  });
}

async function screenshot(page: Page, name: string) {
  if (!screenshotDir) return;
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

const slug = (screen: string) =>
  screen
    .replace(siteId, "site")
    .replace(/[/?=]+/g, "_")
    .replace(/^_/, "");

describe("every signed-in screen", () => {
  for (const language of ["tr", "en"] as const) {
    it(`fits 375 px without scrolling sideways or showing a raw key (${language})`, {
      timeout: 1_200_000,
    }, async () => {
      const page = await openScreen(language, 375);
      const failures: string[] = [];
      for (const screen of signedInScreens()) {
        await settle(page, screen);
        const offenders = await overflowingElements(page);
        if (offenders.length) failures.push(`${screen}:\n  ${offenders.join("\n  ")}`);
        for (const key of await rawKeys(page)) failures.push(`${screen}: raw key "${key}" on screen`);
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await screenshot(page, `${slug(screen)}-${language}-375-${scheme}`);
        }
        await page.emulateMedia({ colorScheme: "light" });
      }
      await page.context().close();
      expect(failures).toEqual([]);
    });

    it(`passes axe-core's contrast check in light and dark (${language})`, {
      timeout: 1_200_000,
    }, async () => {
      const page = await openScreen(language, 1280);
      const failures: string[] = [];
      for (const screen of signedInScreens()) {
        await settle(page, screen);
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.waitForTimeout(100);
          for (const violation of await contrastViolations(page))
            failures.push(`${screen} (${scheme}): ${violation}`);
          await screenshot(page, `${slug(screen)}-${language}-1280-${scheme}`);
        }
        await page.emulateMedia({ colorScheme: "light" });
      }
      await page.context().close();
      expect(failures).toEqual([]);
    });
  }
});

describe("the site report on a phone and a desktop", { timeout: 300_000 }, () => {
  it("works the task list at 375 px: total, search, group by page, CSV, an opened task fits, ignore and undo", async () => {
    const page = await openScreen("tr", 375);
    await settle(page, `/app/sites/${siteId}`);
    await page.getByTestId("tab-select").selectOption("tasks");
    const total = page.getByTestId("task-total");
    await total.waitFor();
    const count = Number((await total.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    expect(await page.getByTestId("task-item").count()).toBe(Math.min(count, 15));

    const first = page.getByTestId("task-item").first();
    await first.getByRole("button", { name: trSites.tasks.details }).click();
    await page.waitForTimeout(300);
    expect(await overflowingElements(page)).toEqual([]);

    const firstTitle = (await first.locator("span.font-medium").first().textContent()) ?? "";
    await page.getByRole("searchbox", { name: trSites.tasks.search }).fill(firstTitle.slice(0, 12));
    await expect.poll(() => total.textContent()).toMatch(new RegExp(`^${count} görevden \\d+ tanesi`));
    await page.getByRole("searchbox", { name: trSites.tasks.search }).fill("");

    await page.getByRole("combobox", { name: trSites.tasks.groupBy }).selectOption("page");
    expect(await page.getByTestId("task-page-group").count()).toBeGreaterThan(1);
    await page.getByRole("combobox", { name: trSites.tasks.groupBy }).selectOption("issue");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: trSites.tasks.exportCsv }).click();
    const csv = await (await download).createReadStream();
    const text = await new Response(csv as unknown as ReadableStream).text();
    expect(text.trimEnd().split("\r\n")).toHaveLength(count + 1);
    expect(text).toContain(trSites.tasks.csv.title);

    await page.getByTestId("task-item").first().getByRole("button", { name: trSites.tasks.ignore }).click();
    await expect.poll(() => total.textContent()).toBe(`${count - 1} görev`);
    await page
      .locator("[data-sonner-toast]")
      .getByRole("button", { name: trSites.tasks.undo, exact: true })
      .click();
    await expect.poll(() => total.textContent()).toBe(`${count} görev`);
    await page.context().close();
  });

  it("lists pages as cards at 375 px and as a table at 1280 px", async () => {
    const page = await openScreen("en", 375);
    await settle(page, `/app/sites/${siteId}?tab=pages`);
    await page.getByTestId("page-card").first().waitFor();
    expect(await page.getByTestId("pages-table").isVisible()).toBe(false);
    // The score and the report button are in view on the card, not scrolled off to the right.
    const card = page.getByTestId("page-card").first();
    const box = await card.getByRole("button", { name: enSites.pages.report }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId("pages-table").waitFor();
    expect(await page.getByTestId("page-cards").isVisible()).toBe(false);
    await page.context().close();
  });

  it("opens a check on the SEO tab without leaving a hole beside it: one column of sections", async () => {
    const page = await openScreen("en", 1280);
    await settle(page, `/app/sites/${siteId}?tab=seo`);
    const cards = page.getByTestId("seo-sections").getByTestId("category-audits");
    await cards.first().getByTestId("audit-row").first().locator("summary").click();
    const lefts = new Set<number>();
    for (const card of await cards.all()) lefts.add(Math.round((await card.boundingBox())?.x ?? -1));
    expect([...lefts]).toHaveLength(1);
    await page.context().close();
  });

  it("names engines and detail columns in words, never by their keys", async () => {
    const page = await openScreen("en", 1280);
    await settle(page, `/app/sites/${siteId}?tab=aio`);
    const bots = page.getByTestId("ai-bot-table");
    await bots.waitFor();
    expect(await bots.textContent()).toContain("ChatGPT");
    expect(await bots.textContent()).not.toMatch(/Chatgpt/);
    await page.goto(`${server.baseUrl}/app/sites/${siteId}?tab=seo`);
    await page.getByTestId("audit-row").first().waitFor();
    await page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
    });
    const headers = await page.locator("[data-testid=audit-row] th").allTextContents();
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.filter((header) => /^[a-z]/.test(header) && header !== "noindex")).toEqual([]);
    await page.context().close();
  });
});

describe("settings", { timeout: 300_000 }, () => {
  it("names each session's browser and system, marks this device, and shows AI suggestions as one line", async () => {
    const page = await openScreen("en", 1280);
    await settle(page, "/settings");
    const sessions = page.getByTestId("session");
    await sessions.first().waitFor();
    const text = (await sessions.allTextContents()).join("\n");
    expect(text).not.toContain("Mozilla/5.0");
    expect(text).toContain(enAccount.settings.lastActive.split(" {{")[0]);
    await page.getByText(enAccount.settings.thisDevice, { exact: true }).waitFor();
    const ai = page.getByTestId("ai-suggestions");
    expect(await ai.textContent()).toMatch(
      new RegExp(
        `${enAccount.settings.integrations.aiSuggestions}(${enAccount.settings.integrations.available}|${enAccount.settings.integrations.unavailable})`,
      ),
    );
    expect(await page.getByText(/PageSpeed|Lighthouse|OpenAI|Anthropic/).count()).toBe(0);
    await page.context().close();
  });
});

describe("public pages for a signed-in visitor", { timeout: 300_000 }, () => {
  it("pitch no trial on / and mark the current plan on /pricing, lira prices rounded with KDV said", async () => {
    const page = await openScreen("tr", 1280);
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId("hero-signed-in").waitFor();
    expect(await page.getByLabel(trLanding.emailLabel).count()).toBe(0);
    expect(await page.getByRole("link", { name: trLanding.freeTrial }).count()).toBe(0);

    await page.goto(`${server.baseUrl}/pricing`);
    await page.getByTestId("current-plan").waitFor();
    expect(await page.getByTestId("current-plan").count()).toBe(1);
    const prices = await page.locator("[data-testid^=price-]").allTextContents();
    for (const price of prices.filter((text) => /[1-9]/.test(text)))
      expect(price.replace(/\D/g, "")).toMatch(/0$/);
    expect(await page.getByText("KDV dahil", { exact: true }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
