import type { Fetcher, FetchResult, NetworkOptions } from "../net/types";
import type { RobotsCache } from "./create-robots-cache";

export interface CrawlOptions extends NetworkOptions {
  maxPages: number; // default 200, no hard cap
  maxDepth: number; // default 10 (clicks from the start URL)
  concurrency: number; // per host, default 4
  delayMs: number; // politeness delay between requests to one host, default 0
}

/** A link found on a page, as the crawler needs it to continue (gatherers record richer data). */
export interface DiscoveredLink {
  url: string; // absolute, fragment removed
  nofollow: boolean;
}

export type DiscoverySource = "start" | "link" | "sitemap";

export interface CrawledPage {
  url: string;
  depth: number;
  source: DiscoverySource;
  /** True when robots.txt disallows our user agent: the page is recorded but not fetched. */
  blockedByRobots: boolean;
  fetch: FetchResult;
}

/** Called for every crawled page as it arrives; returns the links to follow. */
export type ProcessPage = (page: CrawledPage) => Promise<{ links: DiscoveredLink[] }>;

export interface CrawlProgress {
  stage: "robots" | "sitemaps" | "crawling" | "site-audits" | "lighthouse" | "scoring" | "done";
  pagesCrawled: number;
  pagesQueued: number;
  currentUrl?: string;
  /** In the speed stage: the measurement under way (1-based) out of `runs`. */
  run?: number;
  runs?: number;
}

/** Site-level resources the crawler fetched before following links. */
export interface SitemapDocument {
  url: string;
  fetch: FetchResult;
  kind: "urlset" | "index" | "invalid";
  /** XML sitemap protocol, RSS 2.0 or Atom feed, or a text file of URLs: all valid sitemaps for Google. */
  format: "xml" | "rss" | "atom" | "text";
  /** <loc> entries with their <lastmod>, for urlsets; child sitemap URLs for indexes. */
  entries: { loc: string; lastmod: string | null }[];
  parseError: string | null;
}

export interface SiteResources {
  /** robots.txt as fetched with our own user agent (null only when it could not be requested at all). */
  robotsTxt: FetchResult | null;
  /** Sitemaps from robots.txt `Sitemap:` lines and /sitemap.xml, indexes followed, .gz decoded. */
  sitemaps: SitemapDocument[];
}

export interface CrawlInput {
  startUrl: string;
  /** robots.txt already fetched for the scan (each origin is fetched once per scan). */
  robots?: RobotsCache;
  /** The start page already fetched for the scan, so it is not requested twice. */
  startPage?: FetchResult;
  options: CrawlOptions;
  fetcher: Fetcher;
  processPage: ProcessPage;
  onProgress?: (progress: CrawlProgress) => void;
  signal?: AbortSignal;
}

export interface CrawlOutcome {
  site: SiteResources;
  pagesCrawled: number;
  stoppedBecause: "done" | "max-pages" | "aborted";
  /** Same-domain URLs outside the added site's host and path (shop.example.com for www.example.com). */
  outOfScope: { count: number; sample: string[] };
}

export const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; SitelensBot/1.0; +https://sitelens.app/bot)";
/** The token robots.txt groups are matched against. */
export const ROBOTS_TOKEN = "SitelensBot";
