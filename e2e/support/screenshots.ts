import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * With SCREENSHOT_DIR set, a full-page picture of the page at 1280 and 375 px in light and dark
 * (the theme follows the system until the user picks one); the page returns to 1280 px, light.
 */
export async function screenshotAllSizes(page: Page, name: string) {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  fs.mkdirSync(directory, { recursive: true });
  for (const width of [1280, 375])
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: path.join(directory, `${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}
