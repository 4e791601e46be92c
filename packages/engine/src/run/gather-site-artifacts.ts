import { normaliseUrl } from "../crawl/normalise-url";
import type { CrawlOutcome } from "../crawl/types";
import type { RobotsAnalysis } from "../gatherers/site/analyze-robots-txt";
import { computeClickDepths } from "../gatherers/site/compute-click-depths";
import { gatherAgentResponses } from "../gatherers/site/gather-agent-responses";
import { gatherHttpVariant } from "../gatherers/site/gather-http-variant";
import { gatherIndexNow } from "../gatherers/site/gather-indexnow";
import { gatherLlmsTxt } from "../gatherers/site/gather-llms-txt";
import type { NotFoundProbe } from "../gatherers/site/probe-not-found-page";
import type { RenderingArtifact, SiteArtifacts } from "../gatherers/site/types";
import type { Fetcher } from "../net/types";
import type { SpeedArtifact } from "../speed-types";
import { compareStrings } from "./compare-strings";
import type { CollectedPages } from "./create-page-processor";

interface Input {
  fetcher: Fetcher;
  startUrl: string;
  finalStartUrl: string;
  robots: RobotsAnalysis;
  outcome: CrawlOutcome;
  collected: CollectedPages;
  indexNowKey: string | null;
  speed: SpeedArtifact;
  /** The crawler's own declared User-Agent, compared with a browser's. */
  userAgent: string;
  notFoundProbe: NotFoundProbe | null;
  rendering: Omit<RenderingArtifact, "comparisons">;
}

/** Site-level gatherers after the crawl: llms.txt, bot responses, the http:// twin, IndexNow; pages sorted for determinism. */
export async function gatherSiteArtifacts(input: Input): Promise<SiteArtifacts> {
  const { fetcher, finalStartUrl, collected } = input;
  const origin = new URL(finalStartUrl).origin;
  const [llmsTxt, agentResponses, httpVariant, indexNow] = await Promise.all([
    gatherLlmsTxt(fetcher, origin),
    gatherAgentResponses(fetcher, finalStartUrl, { page: collected.startPage, userAgent: input.userAgent }),
    gatherHttpVariant(fetcher, finalStartUrl),
    gatherIndexNow(fetcher, origin, input.indexNowKey ?? collected.indexNowKey),
  ]);
  const sitemapUrls = new Set(
    input.outcome.site.sitemaps
      .filter((doc) => doc.kind === "urlset")
      .flatMap((doc) => doc.entries.map((entry) => normaliseUrl(entry.loc)))
      .filter((url): url is string => url !== null),
  );
  const links = collected.links.sorted();
  const depths = computeClickDepths(input.startUrl, links);
  const pages = collected.records
    .map((page) => ({ ...page, clickDepth: depths.get(page.url) ?? null }))
    .sort((a, b) => compareStrings(a.url, b.url));
  return {
    startUrl: input.startUrl,
    startPage: collected.startPage,
    robots: input.robots,
    sitemaps: input.outcome.site.sitemaps,
    sitemapUrls,
    llmsTxt,
    agentResponses,
    notFoundProbe: input.notFoundProbe,
    httpVariant,
    indexNow,
    pages,
    links,
    speed: input.speed,
    rendering: { ...input.rendering, comparisons: collected.renders },
  };
}
