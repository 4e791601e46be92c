import type { ResolveHostOptions } from "../net/resolve-host";
import { startGuardingProxy } from "../net/start-guarding-proxy";

/** Flags that work as root on this machine kind; background networking off keeps Chromium from calling home. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Every request through the guarding proxy: `<-loopback>` removes Chromium's implicit bypass for localhost
 * and 127.0.0.1 (so a page cannot reach our own ports, the DevTools port included); QUIC and WebRTC's UDP
 * would go around an HTTP proxy, so they are off.
 */
function proxyFlags(proxyUrl: string): string[] {
  return [
    `--proxy-server=${proxyUrl}`,
    "--proxy-bypass-list=<-loopback>",
    "--disable-quic",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
  ];
}

export interface GuardedChromium {
  /** The DevTools port on 127.0.0.1 (Lighthouse, puppeteer-core's connect, playwright's connectOverCDP). */
  port: number;
  /** Requests the guard refused, as "host:port: reason". */
  refused: string[];
  close(): Promise<void>;
}

export interface GuardedChromiumOptions extends ResolveHostOptions {
  chromePath: string;
  extraFlags?: string[];
}

/**
 * Headless Chromium whose every request (document, sub-resources, iframes, fetches, workers, each redirect
 * hop, WebSockets) passes the crawler's SSRF guard through a local guarding proxy. The one way our code may
 * open a user's page in a browser: Lighthouse uses it, and so must any later JavaScript rendering.
 */
export async function launchGuardedChromium(options: GuardedChromiumOptions): Promise<GuardedChromium> {
  const proxy = await startGuardingProxy(options);
  try {
    const chromeLauncher = await import("chrome-launcher");
    const chrome = await chromeLauncher.launch({
      chromePath: options.chromePath,
      chromeFlags: [...CHROME_FLAGS, ...proxyFlags(proxy.url), ...(options.extraFlags ?? [])],
    });
    let closing: Promise<void> | null = null;
    return {
      port: chrome.port,
      refused: proxy.refused,
      // Idempotent: an aborted scan closes the browser early and its caller's finally closes it again.
      close: () => {
        closing ??= (async () => {
          chrome.kill();
          await proxy.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
