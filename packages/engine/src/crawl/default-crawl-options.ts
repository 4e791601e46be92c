import { type CrawlOptions, DEFAULT_USER_AGENT } from "./types";

export const defaultCrawlOptions: CrawlOptions = {
  maxPages: 200,
  maxDepth: 10,
  concurrency: 4,
  delayMs: 0,
  timeoutMs: 15_000,
  maxBodyBytes: 5 * 1024 * 1024,
  maxRedirects: 10,
  userAgent: DEFAULT_USER_AGENT,
  resolve: {},
  allowPrivateNetworks: false,
};
