import { type RobotsPolicy, robotsPolicyFromFetch } from "../../crawl/robots-policy";
import type { FetchResult } from "../../net/types";

export interface RobotsAnalysis {
  url: string;
  /** HTTP status of robots.txt; 0 when it could not be fetched. */
  status: number;
  body: string;
  isAllowed(url: string, token: string): boolean;
  crawlDelay(token: string): number | null;
  sitemaps: string[];
  cleanParams: string[];
  contentSignals: string[];
}

/**
 * robots.txt as Google reads it (via the crawler's policy), plus the directives audits need beyond allow/disallow.
 * A scan passes the policy its crawler used, so audits reuse the verdicts the crawler already reached.
 */
export function analyzeRobotsTxt(
  url: string,
  fetch: FetchResult | null,
  policy: RobotsPolicy = robotsPolicyFromFetch(url, fetch),
): RobotsAnalysis {
  const status = fetch?.status ?? 0;
  const body = status >= 200 && status < 300 ? (fetch?.body ?? "") : "";
  const directives = body.split(/\r?\n/).map(splitDirective);
  const valuesOf = (name: string) => directives.filter((d) => d.name === name).map((d) => d.value);
  return {
    url,
    status,
    body,
    isAllowed: (pageUrl, token) => policy.isAllowed(pageUrl, token),
    crawlDelay: (token) => policy.crawlDelay(token),
    sitemaps: policy.sitemaps(),
    cleanParams: valuesOf("clean-param"),
    contentSignals: valuesOf("content-signal"),
  };
}

function splitDirective(text: string): { name: string | null; value: string } {
  const content = text.replace(/#.*/, "").trim();
  if (content === "") return { name: null, value: "" };
  const colon = content.indexOf(":");
  if (colon < 0) return { name: content.toLowerCase(), value: "" };
  return { name: content.slice(0, colon).trim().toLowerCase(), value: content.slice(colon + 1).trim() };
}
