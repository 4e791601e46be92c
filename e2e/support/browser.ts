import { type Browser, chromium, type Page } from "playwright-core";
import { CHROME_FLAGS } from "../../packages/engine/src/browser/launch-guarded-chromium";

const CHROMIUM_PATH = "/usr/bin/chromium";

export interface TestBrowser {
  browser: Browser;
  /** A tab in a fresh context: no cookies or storage shared with any other page. */
  /** timezoneId: the zone the page's Intl reports (the user's stored zone defaults to it). */
  newPage(options?: { viewport?: { width: number; height: number }; timezoneId?: string }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Debian's chromium; playwright gives each launch a new temporary profile directory and deletes it
 * on close, so runs never share state.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROME_FLAGS,
  });
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        colorScheme: "light",
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      return context.newPage();
    },
    close: () => browser.close(),
  };
}
