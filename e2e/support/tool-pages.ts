import path from "node:path";
import type { Site } from "@sitelens/shared";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { FixtureSite } from "../../packages/engine/test/fixtures/serve-fixture-site";

/** Set SCREENSHOT_DIR to keep pictures of each screen at 1280 and 375 px, light and dark. */
const screenshotDir = process.env.SCREENSHOT_DIR;

/** Adds the fixture site through the API as the signed-in page and waits for its analysis. */
export async function addSite(page: Page, fixture: FixtureSite): Promise<Site> {
  const url = `http://${Object.keys(fixture.resolve)[0]}`;
  return page.evaluate(async (siteUrl) => {
    const csrf = decodeURIComponent(document.cookie.match(/sitelens_csrf=([^;]+)/)?.[1] ?? "");
    const headers = { "content-type": "application/json", "x-csrf-token": csrf };
    let site = await (
      await fetch("/api/sites", { method: "POST", headers, body: JSON.stringify({ url: siteUrl }) })
    ).json();
    for (let i = 0; i < 300 && site.status === "analyzing"; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      site = await (await fetch(`/api/sites/${site.id}`)).json();
    }
    return site;
  }, url);
}

export async function checkWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows at ${width} px`).toBeLessThanOrEqual(0);
    if (screenshotDir)
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({
          path: path.join(screenshotDir, `${name}-${width}-${colorScheme}.png`),
          fullPage: true,
        });
      }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}
