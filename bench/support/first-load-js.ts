import type { Page } from "playwright-core";

export interface FirstLoadJs {
  /** Compressed bytes on the wire (response bodies, brotli as the server sends them). */
  bytes: number;
  files: string[];
}

/**
 * Every script a page fetches until it is interactive (`<html data-ready>`) and the network has gone
 * quiet: the entry and its preloads, the route's chunks and translations. Nothing is clicked.
 */
export async function measureFirstLoadJs(page: Page, url: string): Promise<FirstLoadJs> {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  await page.waitForLoadState("networkidle");
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  );
  return {
    bytes: scripts.reduce((total, script) => total + script.bytes, 0),
    files: scripts.map((script) => script.file),
  };
}
