import { createFetcher, defaultCrawlOptions, type Fetcher } from "@sitelens/engine";
import type { Env } from "../env";
import { parseCrawlerResolve } from "./scan-options-from-env";

/** The engine's SSRF-guarded fetcher with this process's crawler settings, for fetches outside a scan. */
export function createEnvFetcher(env: Env): Fetcher {
  return createFetcher({
    ...defaultCrawlOptions,
    resolve: parseCrawlerResolve(env.CRAWLER_RESOLVE),
    allowPrivateNetworks: env.CRAWLER_ALLOW_PRIVATE,
  });
}
