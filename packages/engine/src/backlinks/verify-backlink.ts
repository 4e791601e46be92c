import { effectiveCanonical } from "../audits/shared/declared-canonicals";
import { isBlockingDirective, robotsDirectives } from "../audits/shared/robots-directives";
import { fetchRobots } from "../crawl/fetch-robots";
import { normaliseUrl } from "../crawl/normalise-url";
import type { RobotsPolicy } from "../crawl/robots-policy";
import { gatherPageArtifact } from "../gatherers/page/gather-page-artifact";
import { internalUrlMatcher } from "../gatherers/page/is-internal-url";
import type { FetchErrorCode, Fetcher, FetchResult } from "../net/types";
import { type FoundLink, findLinksTo } from "./find-links-to";
import type { BacklinkCheck, BacklinkReason, BacklinkType, IndexabilityIssue } from "./types";

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const TARGET_PROBE_BYTES = 64 * 1024;
const FETCH_REASONS = new Set<FetchErrorCode>([
  "dns",
  "connection",
  "timeout",
  "blocked_address",
  "too_large",
  "too_many_redirects",
  "redirect_loop",
]);

/**
 * Checks known backlinks to one site through an SSRF-guarded fetcher. robots.txt of each source
 * origin and the status of each linked URL are fetched once per verifier, so a batch of links
 * to the same home page costs one probe.
 */
export function createBacklinkVerifier(fetcher: Fetcher, siteUrl: string) {
  const isSite = internalUrlMatcher(new URL(siteUrl).hostname);
  const robots = new Map<string, Promise<RobotsPolicy>>();
  const targets = new Map<string, Promise<FetchResult>>();
  const robotsOf = (origin: string) => {
    let policy = robots.get(origin);
    if (!policy) {
      policy = fetchRobots(fetcher, origin).then((fetched) => fetched.policy);
      robots.set(origin, policy);
    }
    return policy;
  };
  const probe = (href: string) => {
    let result = targets.get(href);
    if (!result) {
      result = fetcher.fetch(href, { followRedirects: false, maxBodyBytes: TARGET_PROBE_BYTES });
      targets.set(href, result);
    }
    return result;
  };

  return async function verifyBacklink(sourceUrl: string): Promise<BacklinkCheck> {
    const fetched = await fetcher.fetch(sourceUrl);
    const base: BacklinkCheck = {
      sourceUrl,
      finalSourceUrl: fetched.finalUrl || sourceUrl,
      status: "unknown",
      reason: null,
      sourceHttpStatus: fetched.status,
      link: null,
      indexable: null,
      indexability: [],
      pageNofollow: false,
      linksToSite: 0,
    };
    if (fetched.error) return { ...base, reason: fetchReason(fetched.error.code) };
    if (fetched.status >= 400) return { ...base, status: "broken", reason: "source_http_error" };
    if (fetched.contentType !== null && !HTML_TYPES.has(fetched.contentType))
      return { ...base, reason: "not_html" };
    const page = gatherPageArtifact({
      url: sourceUrl,
      depth: 0,
      source: "start",
      blockedByRobots: false,
      fetch: fetched,
    });
    const directives = robotsDirectives(page, "googlebot");
    const indexability = await indexabilityIssues(
      page.finalUrl,
      directives,
      effectiveCanonical(page),
      robotsOf,
    );
    const checked = {
      ...base,
      indexable: indexability.length === 0,
      indexability,
      pageNofollow: directives.includes("nofollow") || directives.includes("none"),
    };
    const links = findLinksTo(fetched.body, base.finalSourceUrl, (url) => isSite(url.href));
    if (links.length === 0) return { ...checked, status: "broken", reason: "link_missing" };
    const best = pickBest(links, checked.pageNofollow);
    const target = await probe(best.href);
    const targetHttpStatus = target.error ? null : target.status;
    const redirects = targetHttpStatus !== null && targetHttpStatus >= 300 && targetHttpStatus < 400;
    const link = {
      ...best,
      type: linkType(best, checked.pageNofollow, redirects),
      targetHttpStatus,
      targetLocation: redirects ? (target.headers.location ?? null) : null,
    };
    const outcome: Pick<BacklinkCheck, "status" | "reason"> = redirects
      ? { status: "redirect", reason: "target_redirects" }
      : targetHttpStatus !== null && targetHttpStatus >= 400
        ? { status: "broken", reason: "target_http_error" }
        : { status: "active", reason: null };
    return { ...checked, ...outcome, link, linksToSite: links.length };
  };
}

function fetchReason(code: FetchErrorCode): BacklinkReason {
  return FETCH_REASONS.has(code) ? (code as BacklinkReason) : "fetch_failed";
}

async function indexabilityIssues(
  finalUrl: string,
  directives: string[],
  canonical: string | null,
  robotsOf: (origin: string) => Promise<RobotsPolicy>,
): Promise<IndexabilityIssue[]> {
  const issues: IndexabilityIssue[] = [];
  if (directives.some((directive) => isBlockingDirective(directive))) issues.push("noindex");
  const policy = await robotsOf(new URL(finalUrl).origin);
  if (!policy.isAllowed(finalUrl, "Googlebot")) issues.push("robots_disallowed");
  if (canonical && normaliseUrl(canonical) !== normaliseUrl(finalUrl)) issues.push("canonical_elsewhere");
  return issues;
}

/** A followed text link counts most; then any followed link; then whatever comes first. */
function pickBest(links: FoundLink[], pageNofollow: boolean): FoundLink {
  const followed = links.filter((link) => !pageNofollow && !link.rel.some((rel) => QUALIFIERS.has(rel)));
  return followed.find((link) => !link.image) ?? followed[0] ?? links[0]!;
}

const QUALIFIERS = new Set(["nofollow", "ugc", "sponsored"]);

function linkType(link: FoundLink, pageNofollow: boolean, redirects: boolean): BacklinkType {
  if (redirects) return "redirect";
  if (link.rel.includes("sponsored")) return "sponsored";
  if (link.rel.includes("ugc")) return "ugc";
  if (link.rel.includes("nofollow") || pageNofollow) return "nofollow";
  return link.image ? "image" : "dofollow";
}
