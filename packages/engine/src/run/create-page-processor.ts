import type { PageAuditTally } from "../audits/page-audit-tally";
import type { PageContext } from "../audits/types";
import type { Renderer } from "../browser/create-renderer";
import type { CrawledPage, DiscoveredLink, ProcessPage } from "../crawl/types";
import { compareRender, type RenderComparison } from "../gatherers/page/compare-render";
import { documentBaseUrl } from "../gatherers/page/document-base-url";
import { gatherPageArtifact } from "../gatherers/page/gather-page-artifact";
import { looksClientRendered } from "../gatherers/page/looks-client-rendered";
import { parseHtmlFacts } from "../gatherers/page/parse-html-facts";
import type { PageArtifact } from "../gatherers/page/types";
import { buildPageRecord } from "../gatherers/site/build-page-record";
import { createLinkGraph, type LinkGraph } from "../gatherers/site/create-link-graph";
import type { PageRecord } from "../gatherers/site/types";

export interface CollectedPages {
  records: PageRecord[];
  /** Internal links of every page, compact until site audits need the edges. */
  links: LinkGraph;
  pageScores: Map<string, { score: number | null; failing: string[] }>;
  startPage: PageArtifact | null;
  indexNowKey: string | null;
  /** Raw-vs-rendered comparisons of the pages rendered in Chromium. */
  renders: RenderComparison[];
}

/** processPage for the crawler: gather, audit, keep the compact record, hand back the links to follow. */
export function createPageProcessor(
  tally: PageAuditTally,
  context: PageContext,
  renderer: Renderer | null = null,
): { processPage: ProcessPage; collected: CollectedPages } {
  const collected: CollectedPages = {
    records: [],
    links: createLinkGraph(),
    pageScores: new Map(),
    startPage: null,
    indexNowKey: null,
    renders: [],
  };
  /** A page whose server HTML is a shell is judged, and its links followed, on the DOM Chromium built. */
  const renderIfNeeded = async (artifact: PageArtifact): Promise<PageArtifact> => {
    if (!renderer || !artifact.html || artifact.status !== 200 || !looksClientRendered(artifact.html))
      return artifact;
    const dom = await renderer.render(artifact.finalUrl);
    if (!dom) return artifact;
    const rendered = parseHtmlFacts(dom.html, dom.finalUrl || artifact.finalUrl);
    const timing = { ms: dom.ms, timedOut: dom.timedOut };
    collected.renders.push(compareRender(artifact.finalUrl, artifact.html, rendered, timing));
    return { ...artifact, html: rendered, render: { serverHtml: artifact.html, ...timing } };
  };
  const processPage = async (page: CrawledPage) => {
    const artifact = await renderIfNeeded(gatherPageArtifact(page));
    collected.pageScores.set(page.url, tally.record(artifact, context));
    collected.records.push(buildPageRecord(artifact));
    collected.links.add(artifact);
    if (page.source === "start") collected.startPage = artifact;
    collected.indexNowKey ??= artifact.html?.indexNowKey ?? null;
    return { links: linksToFollow(artifact) };
  };
  return { processPage, collected };
}

/** Anchors plus canonical and hreflang targets, so site audits can check where those lead. */
function linksToFollow(page: PageArtifact): DiscoveredLink[] {
  const html = page.html;
  if (!html) return [];
  const links: DiscoveredLink[] = [];
  for (const link of html.links) if (link.href) links.push({ url: link.href, nofollow: link.nofollow });
  const base = documentBaseUrl(page);
  for (const href of [...html.canonicals, ...html.hreflangs.map((h) => h.href)]) {
    if (URL.canParse(href, base)) links.push({ url: new URL(href, base).href, nofollow: false });
  }
  return links;
}
