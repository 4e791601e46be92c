import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { overflowingElements } from "./overflow";

export interface ScreenshotOptions {
  /** Assert at every size that the page does not scroll sideways; this runs with or without SCREENSHOT_DIR. */
  checkOverflow?: boolean;
  /** Picture only this element (scrolled into view) instead of the full page. */
  element?: Locator;
  /** False pictures the viewport only: a modal dialog stays centred on the screen it covers. */
  fullPage?: boolean;
  /** Wait this long after each size and theme change, for the theme's colour transition to finish. */
  settleMs?: number;
  /** The viewport's height at both widths (a dialog may need more than the default 800 px). */
  height?: number;
}

/**
 * At 1280 and 375 px in light and dark (the theme follows the system until the user picks one):
 * with SCREENSHOT_DIR set, a picture of the full page (or the viewport, or `element`); with
 * `checkOverflow`, the check that nothing sticks out sideways. The page returns to its size, light.
 */
export async function screenshotAllSizes(page: Page, name: string, options: ScreenshotOptions = {}) {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory && !options.checkOverflow) return;
  if (directory) fs.mkdirSync(directory, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 375])
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: options.height ?? 800 });
      await page.emulateMedia({ colorScheme });
      if (options.settleMs) await page.waitForTimeout(options.settleMs);
      if (options.checkOverflow)
        expect(await overflowingElements(page), `${name} at ${width} px scrolls sideways`).toEqual([]);
      if (!directory) continue;
      const file = path.join(directory, `${name}-${width}-${colorScheme}.png`);
      if (options.element) await options.element.screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
    }
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: "light" });
}
