import { existsSync } from "node:fs";
import type { Browser } from "puppeteer-core";
import type { ResolveHostOptions } from "../net/resolve-host";
import { type GuardedChromium, launchGuardedChromium } from "./launch-guarded-chromium";
import { type RenderedDom, renderPage } from "./render-page";

export interface RenderBudget {
  /** Pages rendered at most per scan; 0 turns rendering off. */
  pages: number;
  /** Wall-clock time all renders of one scan may take together. */
  totalMs: number;
  /** The longest one page may take before its DOM is read as it is. */
  pageMs: number;
}

export interface RenderAttempt {
  url: string;
  ms: number;
  /** Why no DOM came back (navigation refused or failed); null when it did. */
  error: string | null;
  timedOut: boolean;
}

export interface Renderer {
  /** The rendered DOM and its time, or null when the budget is spent, Chromium is missing or the render failed. */
  render(url: string): Promise<(RenderedDom & { ms: number }) | null>;
  attempts: RenderAttempt[];
  /** Candidates left unrendered because the budget was spent. */
  skipped(): number;
  /** Why nothing could be rendered at all (no Chromium, launch failed); null otherwise. */
  unavailable(): string | null;
  close(): Promise<void>;
}

export interface RendererOptions extends ResolveHostOptions {
  chromePath: string;
  userAgent: string;
  budget: RenderBudget;
  signal?: AbortSignal;
}

/**
 * Renders pages one at a time in one guarded Chromium (launchGuardedChromium: every request of the page passes
 * the SSRF guard), started on the first page that needs it, so scans of server-rendered sites never start it.
 */
export function createRenderer(options: RendererOptions): Renderer {
  const attempts: RenderAttempt[] = [];
  let skipped = 0;
  let spentMs = 0;
  let unavailable: string | null = null;
  let started: Promise<{ chrome: GuardedChromium; browser: Browser } | null> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | null = null;

  const start = async () => {
    if (!existsSync(options.chromePath)) {
      unavailable = `Chromium was not found at ${options.chromePath}`;
      return null;
    }
    try {
      const chrome = await launchGuardedChromium(options);
      const { default: puppeteer } = await import("puppeteer-core");
      const browser = await puppeteer
        .connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
        .catch(async (error) => {
          await chrome.close();
          throw error;
        });
      return { chrome, browser };
    } catch (error) {
      unavailable = `Chromium could not be started: ${(error as Error).message}`;
      return null;
    }
  };

  const renderNow = async (url: string): Promise<(RenderedDom & { ms: number }) | null> => {
    const remainingMs = options.budget.totalMs - spentMs;
    const spent = attempts.length >= options.budget.pages || remainingMs <= 0;
    if (spent || closing || options.signal?.aborted) {
      skipped++;
      return null;
    }
    started ??= start();
    const session = await started;
    if (!session) return null;
    const began = performance.now();
    const timeoutMs = Math.min(options.budget.pageMs, remainingMs);
    try {
      const dom = await renderPage(session.browser, url, { timeoutMs, userAgent: options.userAgent });
      const ms = Math.round(performance.now() - began);
      attempts.push({ url, ms, error: null, timedOut: dom.timedOut });
      return { ...dom, ms };
    } catch (error) {
      const message = (error as Error).message.split("\n")[0] ?? "render failed";
      attempts.push({ url, ms: Math.round(performance.now() - began), error: message, timedOut: false });
      return null;
    } finally {
      spentMs += performance.now() - began;
    }
  };

  return {
    attempts,
    render: (url) => {
      const next = queue.then(() => renderNow(url));
      queue = next.catch(() => {});
      return next;
    },
    skipped: () => skipped,
    unavailable: () => unavailable,
    // Idempotent: the scan closes it after the crawl and again in its finally.
    close: () => {
      closing ??= (async () => {
        const session = await started;
        if (!session) return;
        await session.browser.disconnect().catch(() => {});
        await session.chrome.close();
      })();
      return closing;
    },
  };
}
