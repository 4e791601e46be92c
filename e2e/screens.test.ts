import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndConfirm } from "../apps/server/test/accounts/support";
import { TestClient } from "../apps/server/test/support/test-client";
import { type FixtureSite, serveFixtureSite } from "../packages/engine/test/fixtures/serve-fixture-site";
import { APP_ROUTE_PATTERNS } from "../packages/shared/src/routes";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { overflowingElements } from "./support/overflow";
import { type E2eServer, startE2eServer } from "./support/server";

/**
 * Every signed-in screen (the app routes of packages/shared/src/routes.ts, each tab of the site
 * detail) in both languages: nothing scrolls sideways at 375 px and no text fails WCAG AA contrast
 * (axe-core's color-contrast rule) in the light or the dark theme. Set SCREENSHOT_DIR to keep a
 * picture of each at 375 and 1280 px, light and dark.
 */

const SESSION_COOKIE = "sitelens.session_token";
const SITE_TABS = ["overview", "seo", "tasks", "searchConsole", "ga4", "aio", "pages", "connection"];
const AXE = path.resolve(import.meta.dirname, "../node_modules/axe-core/axe.min.js");
const screenshotDir = process.env.SCREENSHOT_DIR;

let fixture: FixtureSite;
let server: E2eServer;
let browser: TestBrowser;
let session = "";
let siteId = "";

beforeAll(async () => {
  fixture = await serveFixtureSite();
  const resolve = Object.entries(fixture.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: resolve.join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "40",
    }),
    launchBrowser(),
  ]);
  const client = new TestClient(server.baseUrl);
  await registerAndConfirm(client, "ekranlar@example.com");
  session = client.cookie(SESSION_COOKIE) ?? "";
  const added = await client.json<{ id: string }>("POST", "/api/sites", { url: fixture.origin });
  siteId = added.body.id;
  for (let attempt = 0; attempt < 180; attempt++) {
    const { body } = await client.json<{ status: string }>("GET", `/api/sites/${siteId}`);
    if (body.status === "completed") return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the fixture site's analysis did not complete");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

/** Every signed-in address: the route patterns with the fixture site's id, and each site-detail tab. */
function signedInScreens(): string[] {
  const screens = APP_ROUTE_PATTERNS.map((pattern) => pattern.replace(/:(id|siteId)\b/, siteId));
  const detail = `/app/sites/${siteId}`;
  return [...screens, ...SITE_TABS.filter((tab) => tab !== "overview").map((tab) => `${detail}?tab=${tab}`)];
}

async function openScreen(language: "tr" | "en", width: number) {
  // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
  const context = await browser.browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: session, url: server.baseUrl }]);
  await context.addInitScript((lang) => localStorage.setItem("sitelens-lang", lang), language);
  return context.newPage();
}

/** Waits until the screen's heading is shown and every spinner has gone. */
async function settle(page: Page, screen: string) {
  await page.goto(`${server.baseUrl}${screen}`);
  await page.locator("main h1, main h2").first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator("main [data-slot=spinner]").count(), { timeout: 30_000 }).toBe(0);
  // Lazy charts and fonts settle a frame later.
  await page.waitForTimeout(300);
}

async function contrastViolations(page: Page) {
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
    it(`fits 375 px without scrolling sideways (${language})`, { timeout: 600_000 }, async () => {
      const page = await openScreen(language, 375);
      const failures: string[] = [];
      for (const screen of signedInScreens()) {
        await settle(page, screen);
        const offenders = await overflowingElements(page);
        if (offenders.length) failures.push(`${screen}:\n  ${offenders.join("\n  ")}`);
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await screenshot(page, `${slug(screen)}-${language}-375-${scheme}`);
        }
        await page.emulateMedia({ colorScheme: "light" });
      }
      await page.context().close();
      expect(failures).toEqual([]);
    });

    it(`passes axe-core's contrast check in light and dark (${language})`, { timeout: 600_000 }, async () => {
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
