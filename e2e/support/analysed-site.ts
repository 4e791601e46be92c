import type { Page } from "playwright-core";
import { expect } from "vitest";
import { registerAndConfirm } from "../../apps/server/test/accounts/support";
import { TestClient } from "../../apps/server/test/support/test-client";
import { type FixtureSite, serveFixtureSite } from "../../packages/engine/test/fixtures/serve-fixture-site";
import { launchBrowser, type TestBrowser } from "./browser";
import { type E2eServer, startE2eServer } from "./server";

export const SESSION_COOKIE = "sitelens.session_token";

export interface AnalysedSite {
  fixture: FixtureSite;
  server: E2eServer;
  browser: TestBrowser;
  /** The signed-in user's session cookie value. */
  session: string;
  siteId: string;
  close(): Promise<void>;
}

/**
 * A signed-in user whose fixture site (the engine's planted-defect site) has a completed analysis
 * with tasks, without Lighthouse: the realistic data every signed-in screen is checked against.
 */
export async function startAnalysedSite(email: string): Promise<AnalysedSite> {
  const fixture = await serveFixtureSite();
  const resolve = Object.entries(fixture.resolve).map(([hostPort, address]) => `${hostPort}:${address}`);
  const [server, browser] = await Promise.all([
    startE2eServer({
      CRAWLER_RESOLVE: resolve.join(","),
      CRAWLER_ALLOW_PRIVATE: "true",
      ANALYSIS_LIGHTHOUSE: "false",
      ANALYSIS_MAX_PAGES: "40",
    }),
    launchBrowser(),
  ]);
  const close = async () => {
    await browser.close();
    await server.stop();
    await fixture.close();
  };
  const client = new TestClient(server.baseUrl);
  await registerAndConfirm(client, email);
  const session = client.cookie(SESSION_COOKIE) ?? "";
  const added = await client.json<{ id: string }>("POST", "/api/sites", { url: fixture.origin });
  const siteId = added.body.id;
  for (let attempt = 0; attempt < 180; attempt++) {
    const { body } = await client.json<{ status: string }>("GET", `/api/sites/${siteId}`);
    if (body.status === "completed") return { fixture, server, browser, session, siteId, close };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await close();
  throw new Error("the fixture site's analysis did not complete");
}

/** A tab signed in as the seeded user, in the given language and width. */
export async function openSignedIn(site: AnalysedSite, language: "tr" | "en", width: number) {
  // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
  const context = await site.browser.browser.newContext({
    viewport: { width, height: 800 },
    bypassCSP: true,
  });
  await context.addCookies([{ name: SESSION_COOKIE, value: site.session, url: site.server.baseUrl }]);
  await context.addInitScript((lang) => localStorage.setItem("sitelens-lang", lang), language);
  // Up to eight helpers share two cores here: a screen can take a minute to load.
  context.setDefaultTimeout(90_000);
  context.setDefaultNavigationTimeout(90_000);
  return context.newPage();
}

/** Opens the screen and waits until its heading is shown and every spinner has gone. */
export async function settle(page: Page, baseUrl: string, screen: string) {
  await page.goto(`${baseUrl}${screen}`);
  await page.locator("main h1, main h2").first().waitFor();
  await expect.poll(() => page.locator("main [data-slot=spinner]").count(), { timeout: 30_000 }).toBe(0);
  // Lazy charts and fonts settle a frame later.
  await page.waitForTimeout(300);
}
