import fs from "node:fs";
import { defaultScanOptions, type ScanOptions } from "@sitelens/engine";
import type { Env } from "../env";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** "host:port:address[,…]" (curl --resolve style; the address may be bracketed IPv6) into the engine's map. */
export function parseCrawlerResolve(value: string | undefined): Record<string, string> {
  const resolve: Record<string, string> = {};
  for (const entry of (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = entry.match(/^([^:]+):(\d+):\[?([^\]]+)\]?$/);
    if (match) resolve[`${match[1]!.toLowerCase()}:${match[2]}`] = match[3]!;
  }
  return resolve;
}

export function lighthouseEnabled(env: Pick<Env, "ANALYSIS_LIGHTHOUSE">): boolean {
  return env.ANALYSIS_LIGHTHOUSE ?? fs.existsSync(CHROMIUM_PATH);
}

/** The SSRF guard stays on; private targets only with the development settings env.ts refuses in production. */
export function scanOptionsFromEnv(env: Env): Partial<ScanOptions> {
  return {
    maxPages: env.ANALYSIS_MAX_PAGES,
    resolve: parseCrawlerResolve(env.CRAWLER_RESOLVE),
    allowPrivateNetworks: env.CRAWLER_ALLOW_PRIVATE,
    pagespeedApiKey: env.PAGESPEED_API_KEY,
    lighthouse: lighthouseEnabled(env),
    chromePath: CHROMIUM_PATH,
    render: { ...defaultScanOptions.render, pages: env.ANALYSIS_RENDER_PAGES },
    // Spec §5 prepends https:// to a typed domain; a site that only answers on http is still analysed.
    httpFallback: true,
  };
}
