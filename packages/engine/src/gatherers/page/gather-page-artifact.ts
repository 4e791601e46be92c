import type { CrawledPage } from "../../crawl/types";
import { parseHtmlFacts } from "./parse-html-facts";
import type { PageArtifact } from "./types";

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/** Turns one crawled page into the artifact per-page audits read. */
export function gatherPageArtifact(page: CrawledPage): PageArtifact {
  const fetch = page.fetch;
  // Error pages are judged by their status alone; their content is not the site's content.
  const isHtml =
    fetch.error === null &&
    fetch.status >= 200 &&
    fetch.status < 300 &&
    (fetch.contentType === null || HTML_TYPES.has(fetch.contentType));
  return {
    url: page.url,
    finalUrl: fetch.finalUrl || page.url,
    depth: page.depth,
    source: page.source,
    blockedByRobots: page.blockedByRobots,
    status: fetch.status,
    redirects: fetch.redirects,
    headers: fetch.headers,
    contentType: fetch.contentType,
    charset: fetch.charset,
    bytes: fetch.bytes,
    compression: fetch.compression,
    httpVersion: fetch.httpVersion,
    ttfbMs: fetch.timings.ttfbMs,
    errorCode: fetch.error?.code ?? null,
    html:
      isHtml && fetch.body !== "" && !page.blockedByRobots
        ? parseHtmlFacts(fetch.body, fetch.finalUrl || page.url)
        : null,
  };
}
