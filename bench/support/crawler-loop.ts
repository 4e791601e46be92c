import { crawl } from "../../packages/engine/src/crawl/crawl";
import { defaultCrawlOptions } from "../../packages/engine/src/crawl/default-crawl-options";
import { createFetcher } from "../../packages/engine/src/net/create-fetcher";
import { extractLinks } from "../../packages/engine/test/support/extract-links";

/** The network layer and crawler alone (SSRF guard, limits, robots, queue) with the smallest link extraction. */
export async function crawlerLoop(port: number, pages: number, concurrency: number): Promise<number> {
  const options = {
    ...defaultCrawlOptions,
    maxPages: pages,
    maxDepth: 1000,
    concurrency,
    resolve: { [`bench.test:${port}`]: "127.0.0.1" },
    allowPrivateNetworks: true,
  };
  const fetcher = createFetcher(options);
  const outcome = await crawl({
    // The root: a start URL of /p/0 would scope the crawl to /p/0/ (the site-scope rule, spec §5).
    startUrl: `http://bench.test:${port}/`,
    options,
    fetcher,
    processPage: async (page) => ({ links: extractLinks(page.fetch.body, page.fetch.finalUrl) }),
  });
  await fetcher.close();
  return outcome.pagesCrawled;
}
