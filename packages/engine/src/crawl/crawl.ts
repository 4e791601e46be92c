import { failedFetchResult } from "../net/failed-fetch-result";
import type { FetchResult } from "../net/types";
import { createFrontier, type QueuedPage } from "./create-frontier";
import { createHostGate } from "./create-host-gate";
import { createRobotsCache } from "./create-robots-cache";
import { createSiteMatcher } from "./create-site-matcher";
import { fetchSitemaps } from "./fetch-sitemaps";
import { normaliseUrl, parseCrawlableUrl } from "./normalise-url";
import { runWorkers } from "./run-workers";
import { type CrawledPage, type CrawlInput, type CrawlOutcome, ROBOTS_TOKEN } from "./types";

/**
 * Crawls one site breadth first: robots.txt and sitemaps first, then the start URL and the links processPage
 * returns, then sitemap URLs no link reached. Pages are handed to processPage as they arrive and nothing of
 * them is kept here, so memory does not grow with page bodies.
 */
export async function crawl(input: CrawlInput): Promise<CrawlOutcome> {
  const { options, fetcher, signal } = input;
  const startUrl = normaliseUrl(input.startUrl);
  if (!startUrl) throw new TypeError(`Not an http(s) URL: ${input.startUrl}`);
  const startOrigin = new URL(startUrl).origin;
  const site = createSiteMatcher(startUrl);
  const frontier = createFrontier();
  const robots = input.robots ?? createRobotsCache(fetcher, options.delayMs, signal);
  const waitForTurn = createHostGate(robots.delayFor);
  const report = (stage: "robots" | "sitemaps" | "crawling", currentUrl?: string) =>
    input.onProgress?.({ stage, pagesCrawled, pagesQueued: frontier.size, currentUrl });
  let pagesCrawled = 0;
  let pagesStarted = 0;

  report("robots", `${startOrigin}/robots.txt`);
  const startRobots = await robots.get(startOrigin);
  report("sitemaps");
  const sitemaps = await fetchSitemaps(fetcher, startRobots.policy.sitemaps(), startOrigin, signal);
  const sitemapUrls = sitemaps
    .filter((document) => document.kind === "urlset")
    .flatMap((document) => document.entries.map((entry) => normaliseUrl(entry.loc)))
    .filter((url): url is string => url !== null);
  frontier.add({ url: startUrl, depth: 0, source: "start" });

  const queueLinks = (links: { url: string; nofollow: boolean }[], from: QueuedPage) => {
    if (from.depth + 1 > options.maxDepth) return;
    for (const link of links) {
      // Links arrive absolute and mostly already seen: skip those before paying for a URL parse.
      if (link.nofollow || frontier.has(link.url)) continue;
      const url = parseCrawlableUrl(link.url);
      if (url && site.includes(url)) frontier.add({ url: url.href, depth: from.depth + 1, source: "link" });
    }
  };
  const queueSitemapUrls = () => {
    let added = 0;
    for (const url of sitemapUrls.splice(0)) {
      if (site.includes(url) && frontier.add({ url, depth: 1, source: "sitemap" })) added++;
    }
    return added > 0;
  };

  const visit = async (queued: QueuedPage) => {
    const { origin, host } = new URL(queued.url);
    const { policy } = await robots.get(origin);
    let page: CrawledPage;
    const prefetched = queued.source === "start" ? input.startPage : undefined;
    if (policy.isAllowed(queued.url, ROBOTS_TOKEN)) {
      if (!prefetched) await waitForTurn(host, signal);
      const fetched = prefetched ?? (await fetcher.fetch(queued.url, { signal }));
      frontier.markSeen(fetched.finalUrl);
      if (queued.source === "start" && !fetched.error) site.adopt(fetched.finalUrl);
      const leftScope =
        queued.source !== "start" && fetched.redirects.length > 0 && !site.includes(fetched.finalUrl);
      page = { ...queued, blockedByRobots: false, fetch: leftScope ? redirectOnly(fetched) : fetched };
    } else {
      const message =
        policy.mode === "disallow-all"
          ? `robots.txt at ${origin} could not be read (server error or no answer), so nothing is crawled there`
          : `robots.txt at ${origin} disallows this URL for ${ROBOTS_TOKEN}`;
      page = {
        ...queued,
        blockedByRobots: true,
        fetch: failedFetchResult(queued.url, { code: "robots_disallowed", message }),
      };
    }
    if (signal?.aborted) return;
    const { links } = await input.processPage(page);
    pagesCrawled++;
    queueLinks(links, queued);
    report("crawling", queued.url);
  };

  await runWorkers(options.concurrency, {
    next: (active) => {
      if (signal?.aborted || pagesStarted >= options.maxPages) return "stop";
      // Sitemap URLs only once links are exhausted, so a page a link reaches is never labelled "sitemap".
      const queued = frontier.next() ?? (active === 0 && queueSitemapUrls() ? frontier.next() : undefined);
      if (!queued) return "wait";
      pagesStarted++;
      return queued;
    },
    visit,
  });

  const unvisited = frontier.size > 0 || sitemapUrls.some((url) => site.includes(url) && !frontier.has(url));
  const stoppedBecause = signal?.aborted
    ? "aborted"
    : pagesStarted >= options.maxPages && unvisited
      ? "max-pages"
      : "done";
  return {
    site: { robotsTxt: startRobots.result, sitemaps },
    pagesCrawled,
    stoppedBecause,
    outOfScope: site.outOfScope(),
  };
}

/**
 * A page that redirects off the site (/go/partner -> another domain) is recorded as the redirect it is;
 * the target is not the site's page, so its content, headers and status are not audited as ours.
 */
function redirectOnly(fetched: FetchResult): FetchResult {
  return {
    ...fetched,
    status: fetched.redirects[0]?.status ?? fetched.status,
    headers: {},
    contentType: null,
    charset: null,
    body: "",
    bytes: { transfer: 0, decoded: 0 },
    error: null,
  };
}
