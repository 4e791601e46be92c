import type { Locator, Page } from "playwright-core";

/**
 * Opens a menu by its trigger and clicks one of its items. Pre-rendered buttons are inert until the
 * app is ready, so that is awaited; a click that still finds no menu after a while (a loaded CI
 * machine re-rendering the header under it) is tried once more, as a person would.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, item: Locator): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  await trigger.click();
  const opened = await item.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!opened && (await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await item.click();
}
