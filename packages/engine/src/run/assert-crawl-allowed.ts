import type { FetchedRobots } from "../crawl/fetch-robots";
import { ROBOTS_TOKEN } from "../crawl/types";
import { ScanError } from "./scan-error";

/**
 * A site whose robots.txt shuts our crawler out (or fails with a server error, which makes Google stop
 * crawling too) has no pages to judge: the scan ends with the reason and the lines, never with a score.
 */
export function assertCrawlAllowed(url: string, robots: FetchedRobots): void {
  if (robots.policy.isAllowed(url, ROBOTS_TOKEN)) return;
  const { status } = robots.result;
  if (robots.policy.mode === "disallow-all") {
    const answer = status === 0 ? (robots.result.error?.message ?? "no answer") : `HTTP ${status}`;
    throw new ScanError(
      "robots_unavailable",
      `robots.txt of ${new URL(url).origin} could not be read (${answer}); crawlers stop until it answers`,
      [answer],
    );
  }
  throw new ScanError(
    "robots_blocked",
    `robots.txt disallows ${url} for ${ROBOTS_TOKEN}`,
    robots.policy.decidingLines(url, ROBOTS_TOKEN),
  );
}
