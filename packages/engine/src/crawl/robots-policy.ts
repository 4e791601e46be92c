import robotsParser from "robots-parser";
import type { FetchResult } from "../net/types";

/** What robots.txt lets a user agent do; reusable by audits on a stored robots.txt body. */
export interface RobotsPolicy {
  /** How robots.txt was obtained: "parsed" (2xx), "allow-all" (4xx), "disallow-all" (5xx or unreachable). */
  readonly mode: "parsed" | "allow-all" | "disallow-all";
  isAllowed(url: string, token: string): boolean;
  /** The lines that decide a URL's fate for a token (its group's User-agent lines and the matching rule). */
  decidingLines(url: string, token: string): string[];
  /** Crawl-delay in seconds for the token's group, or null when none is set. */
  crawlDelay(token: string): number | null;
  sitemaps(): string[];
}

const SLASH = 0x2f;
const VERDICT_LIMIT = 10_000;

/** Parses a robots.txt body served at robotsUrl. */
export function createRobotsPolicy(robotsUrl: string, body: string): RobotsPolicy {
  const robots = robotsParser(robotsUrl, body);
  const origin = new URL(robotsUrl).origin;
  const judge = (url: string, token: string) => {
    // robots.txt only speaks for its own origin; for a sibling host (www vs bare) judge the path alone.
    // A URL serialised with this origin and a path is on it: no need to parse it to know.
    if (url.startsWith(origin) && url.charCodeAt(origin.length) === SLASH)
      return robots.isAllowed(url, token) ?? true;
    const parsed = new URL(url);
    const target = parsed.origin === origin ? url : new URL(parsed.pathname + parsed.search, origin).href;
    return robots.isAllowed(target, token) ?? true;
  };
  const namesGroupOf = createGroupNameTest(body);
  // The crawler asks about a URL before fetching it, then audits ask again for several crawlers: a verdict is
  // kept per group, as robots-parser parses the URL anew for every question. Tokens without a group of their
  // own follow the generic group and share its verdicts.
  const verdicts = new Map<string, Map<string, boolean>>();
  return {
    mode: "parsed",
    isAllowed(url, token) {
      const group = namesGroupOf(token) ? token : "*";
      let byUrl = verdicts.get(group);
      if (byUrl === undefined) {
        byUrl = new Map();
        verdicts.set(group, byUrl);
      }
      let verdict = byUrl.get(url);
      if (verdict === undefined) {
        verdict = judge(url, group);
        // Bounded: a long crawl asks about every URL it fetches, and most are asked about only while fresh.
        if (byUrl.size >= VERDICT_LIMIT) byUrl.clear();
        byUrl.set(url, verdict);
      }
      return verdict;
    },
    decidingLines(url, token) {
      const lineNumber = robots.getMatchingLineNumber(url, token) ?? -1;
      return lineNumber > 0 ? groupLines(body, lineNumber) : [];
    },
    crawlDelay: (token) => robots.getCrawlDelay(token) ?? null,
    sitemaps: () => robots.getSitemaps(),
  };
}

/**
 * Whether a token may have a group of its own. robots-parser looks a token's group up by its exact name
 * (lower-cased, version cut off) and falls back to the generic group; a name the body never mentions cannot
 * have a group, so the test errs only towards judging a token on its own. The generic token itself has none.
 */
function createGroupNameTest(body: string): (token: string) => boolean {
  const lowerBody = body.toLowerCase();
  const verdicts = new Map<string, boolean>();
  return (token) => {
    let verdict = verdicts.get(token);
    if (verdict === undefined) {
      const name = token.toLowerCase().split("/")[0]?.trim() ?? "";
      verdict = name !== "*" && (name === "" || lowerBody.includes(name));
      verdicts.set(token, verdict);
    }
    return verdict;
  };
}

function fixedPolicy(mode: "allow-all" | "disallow-all"): RobotsPolicy {
  return {
    mode,
    isAllowed: () => mode === "allow-all",
    decidingLines: () => [],
    crawlDelay: () => null,
    sitemaps: () => [],
  };
}

/**
 * Google's reading of a robots.txt fetch: 2xx is parsed, 3xx (unresolved) and 4xx mean no restrictions, and a server error or
 * no answer at all means "crawl nothing" until it recovers.
 */
export function robotsPolicyFromFetch(robotsUrl: string, result: FetchResult | null): RobotsPolicy {
  if (!result || result.status === 0 || result.status >= 500) return fixedPolicy("disallow-all");
  // A redirect chain that never ended (loop, too many hops) counts as "not found", as Google treats it.
  if (result.status >= 300) return fixedPolicy("allow-all");
  return createRobotsPolicy(result.finalUrl || robotsUrl, result.body);
}

/** The rule on a 1-based line with the User-agent lines of the group it belongs to, as written. */
function groupLines(body: string, lineNumber: number): string[] {
  const lines = body.split(/\r?\n/);
  const agents: string[] = [];
  for (let index = lineNumber - 2; index >= 0; index--) {
    const line = (lines[index] ?? "").trim();
    if (/^user-agent\s*:/i.test(line)) agents.unshift(line);
    else if (agents.length > 0 && line !== "" && !line.startsWith("#")) break;
  }
  return [...agents, (lines[lineNumber - 1] ?? "").trim()];
}
