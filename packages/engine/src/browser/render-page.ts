import type { Browser } from "puppeteer-core";

export interface RenderedDom {
  /** The DOM serialised after scripts ran, as Google's renderer indexes it. */
  html: string;
  finalUrl: string;
  /** True when the page was still loading at the deadline: the DOM is the snapshot at that moment. */
  timedOut: boolean;
}

/**
 * Opens one URL in a tab of the guarded browser, waits until the network is quiet (or the deadline), and
 * returns the serialised DOM. A page that never settles is still read at the deadline, as Google's renderer
 * takes its snapshot; only a navigation that failed outright (refused by the guard, unreachable) throws.
 */
export async function renderPage(
  browser: Browser,
  url: string,
  options: { timeoutMs: number; userAgent: string },
): Promise<RenderedDom> {
  const tab = await browser.newPage();
  try {
    await tab.setUserAgent({ userAgent: options.userAgent });
    let timedOut = false;
    try {
      const response = await tab.goto(url, { waitUntil: "networkidle0", timeout: options.timeoutMs });
      // The crawl saw this page answer 200; anything else now (the guard's 403, a 5xx) is no page to judge.
      if (response && !response.ok())
        throw new Error(`The page answered HTTP ${response.status()} in Chromium`);
    } catch (error) {
      if ((error as Error).name !== "TimeoutError") throw error;
      timedOut = true;
    }
    return { html: await tab.content(), finalUrl: tab.url(), timedOut };
  } finally {
    await tab.close().catch(() => {});
  }
}
