import { detectPlatform } from "@sitelens/shared/fixes/detect-platform";
import type { ScanResult } from "@sitelens/shared/scan-result";
import { PageAuditTally } from "../audits/page-audit-tally";
import { AUDITS } from "../audits/registry";
import type { PageAudit } from "../audits/types";
import { createRenderer, type Renderer } from "../browser/create-renderer";
import { crawl } from "../crawl/crawl";
import { createRobotsCache } from "../crawl/create-robots-cache";
import { normaliseUrl } from "../crawl/normalise-url";
import type { CrawlProgress } from "../crawl/types";
import { analyzeRobotsTxt } from "../gatherers/site/analyze-robots-txt";
import { probeNotFoundPage } from "../gatherers/site/probe-not-found-page";
import { createFetcher } from "../net/create-fetcher";
import { DEFAULT_CHROME_PATH, gatherSpeed } from "../speed/gather-speed";
import { assembleScanResult } from "./assemble-scan-result";
import { assertCrawlAllowed } from "./assert-crawl-allowed";
import { createPageProcessor } from "./create-page-processor";
import { gatherSiteArtifacts } from "./gather-site-artifacts";
import { pickSpeedPages } from "./pick-speed-pages";
import { ScanError, scanErrorFromFetch } from "./scan-error";
import { defaultScanOptions, type ScanOptions } from "./scan-options";

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export interface RunScanInput {
  url: string;
  options?: Partial<ScanOptions>;
  onProgress?: (progress: CrawlProgress) => void;
  signal?: AbortSignal;
  /** The result before speed is measured (speed "measuring"); awaited, then Lighthouse runs. */
  onFirstResult?: (result: ScanResult) => Promise<void> | void;
}

/** Answers that mean "nothing listens on https here", where the http:// variant may still answer. */
const NO_HTTPS_ANSWER = new Set(["unreachable", "timeout"]);

/**
 * URL in, ScanResult out. With `httpFallback`, an https:// start URL that gets no answer at all is
 * analysed over http:// instead and the result says so (`schemeFallback`).
 */
export async function runScan(input: RunScanInput): Promise<ScanResult> {
  try {
    return await scanOnce(input);
  } catch (error) {
    const fallback = input.options?.httpFallback && input.url.startsWith("https://");
    if (!fallback || !(error instanceof ScanError) || !NO_HTTPS_ANSWER.has(error.code)) throw error;
    input.signal?.throwIfAborted();
    const url = `http://${input.url.slice("https://".length)}`;
    const first = input.onFirstResult;
    const result = await scanOnce({
      ...input,
      url,
      onFirstResult: first && ((scan) => first({ ...scan, schemeFallback: true })),
    }).catch((retryError: unknown) => {
      // Neither scheme answered: the https error names what the user asked for.
      throw retryError instanceof ScanError && NO_HTTPS_ANSWER.has(retryError.code) ? error : retryError;
    });
    return { ...result, schemeFallback: true };
  }
}

/**
 * URL in, ScanResult out: crawl with per-page audits, then site gatherers and audits, scores and tasks
 * (handed to onFirstResult), then speed on one page per template and the final scores.
 */
async function scanOnce(input: RunScanInput): Promise<ScanResult> {
  const startedAt = new Date();
  const options: ScanOptions = { ...defaultScanOptions, ...input.options };
  const startUrl = normaliseUrl(input.url);
  if (!startUrl) throw new ScanError("invalid_url", `Not an http(s) URL that can be analysed: ${input.url}`);
  input.signal?.throwIfAborted();
  const fetcher = createFetcher(options);
  let renderer: Renderer | null = null;
  try {
    // robots.txt first, as crawlers do; each origin's file and the start page are fetched once per scan.
    const robotsCache = createRobotsCache(fetcher, options.delayMs, input.signal);
    const startRobots = await robotsCache.get(new URL(startUrl).origin);
    // A robots.txt that got no answer at all is judged after the start page, which names the real cause.
    if (startRobots.result.status !== 0) assertCrawlAllowed(startUrl, startRobots);
    const start = await fetcher.fetch(startUrl, { signal: input.signal });
    if (start.error) throw scanErrorFromFetch(startUrl, start.error);
    assertCrawlAllowed(startUrl, startRobots);
    if (start.contentType !== null && !HTML_TYPES.has(start.contentType)) {
      throw new ScanError("not_html", `${startUrl} is not an HTML page (Content-Type: ${start.contentType})`);
    }
    const finalStartUrl = start.finalUrl || startUrl;
    // Server software and CMS, so fixes can be given in the site's own syntax (read before the body is dropped).
    const platform = detectPlatform(start.headers, start.body.slice(0, 200_000));
    const finalRobots = await robotsCache.get(new URL(finalStartUrl).origin);
    assertCrawlAllowed(finalStartUrl, finalRobots);
    const robots = analyzeRobotsTxt(finalRobots.result.requestedUrl, finalRobots.result, finalRobots.policy);
    const notFoundProbe = await probeNotFoundPage(fetcher, new URL(finalStartUrl).origin, input.signal);
    const tally = new PageAuditTally(AUDITS.filter((audit): audit is PageAudit => audit.scope === "page"));
    renderer =
      options.render.pages > 0
        ? createRenderer({
            chromePath: options.chromePath ?? DEFAULT_CHROME_PATH,
            userAgent: options.userAgent,
            budget: options.render,
            resolve: options.resolve,
            allowPrivateNetworks: options.allowPrivateNetworks,
            signal: input.signal,
          })
        : null;
    const { processPage, collected } = createPageProcessor(
      tally,
      { robots, siteHost: new URL(finalStartUrl).hostname, notFoundProbe },
      renderer,
    );

    const crawlStarted = performance.now();
    const outcome = await crawl({
      startUrl,
      options,
      fetcher,
      robots: robotsCache,
      startPage: start,
      processPage,
      onProgress: input.onProgress,
      signal: input.signal,
    });
    const crawlMs = performance.now() - crawlStarted;
    // Lighthouse starts its own browser; this one is done once the crawl is.
    await renderer?.close();
    // A cancelled scan ends here with the signal's reason, never as a half-scored result.
    input.signal?.throwIfAborted();
    const report = (stage: CrawlProgress["stage"]) =>
      input.onProgress?.({ stage, pagesCrawled: outcome.pagesCrawled, pagesQueued: 0 });

    report("site-audits");
    const siteStarted = performance.now();
    const speedPages = pickSpeedPages(finalStartUrl, collected.records, options.speedPages);
    const site = await gatherSiteArtifacts({
      fetcher,
      startUrl,
      finalStartUrl,
      robots,
      outcome,
      collected,
      speed: { status: "measuring", pages: speedPages },
      indexNowKey: options.indexNowKey ?? null,
      userAgent: options.userAgent,
      notFoundProbe,
      rendering: {
        budget: options.render,
        attempts: renderer?.attempts ?? [],
        skipped: renderer?.skipped() ?? 0,
        unavailable: renderer?.unavailable() ?? null,
      },
    });
    site.backlinks = options.backlinks ?? null;
    const siteAuditsMs = performance.now() - siteStarted;
    const assemble = (speedMs: number): ScanResult => ({
      ...assembleScanResult({
        site,
        tally,
        collected,
        outcome,
        startedAt,
        durations: { crawlMs, speedMs, siteAuditsMs, totalMs: Date.now() - startedAt.getTime() },
      }),
      platform,
    });
    // Crawl findings and scores are ready in seconds; Lighthouse takes longer, so the caller can show
    // this first result (speed "measuring") while the measurements run.
    input.signal?.throwIfAborted();
    await input.onFirstResult?.(assemble(0));

    report("lighthouse");
    const speedStarted = performance.now();
    site.speed = await gatherSpeed({
      urls: speedPages,
      pagesPerFormFactor: speedPages.length,
      lighthouse: options.lighthouse,
      pagespeedApiKey: options.pagespeedApiKey,
      chromePath: options.chromePath,
      resolve: options.resolve,
      allowPrivateNetworks: options.allowPrivateNetworks,
      signal: input.signal,
      onRun: ({ index, total, url }) =>
        input.onProgress?.({
          stage: "lighthouse",
          pagesCrawled: outcome.pagesCrawled,
          pagesQueued: 0,
          currentUrl: url,
          run: index + 1,
          runs: total,
        }),
    });
    const speedMs = performance.now() - speedStarted;
    input.signal?.throwIfAborted();

    report("scoring");
    const result = assemble(speedMs);
    report("done");
    return result;
  } finally {
    await renderer?.close();
    await fetcher.close();
  }
}
