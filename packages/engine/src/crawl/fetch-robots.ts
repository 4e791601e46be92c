import type { Fetcher, FetchResult } from "../net/types";
import { type RobotsPolicy, robotsPolicyFromFetch } from "./robots-policy";

/** Google reads the first 500 KiB of a robots.txt and ignores the rest. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

export interface FetchedRobots {
  result: FetchResult;
  policy: RobotsPolicy;
}

function dropCutLine(result: FetchResult): FetchResult {
  if (!result.bodyTruncated) return result;
  const lastBreak = result.body.lastIndexOf("\n");
  return { ...result, body: lastBreak >= 0 ? result.body.slice(0, lastBreak + 1) : "" };
}

/** Fetches robots.txt for an origin with our own user agent and turns it into a crawl policy. */
export async function fetchRobots(
  fetcher: Fetcher,
  origin: string,
  signal?: AbortSignal,
): Promise<FetchedRobots> {
  const robotsUrl = `${origin}/robots.txt`;
  const fetched = await fetcher.fetch(robotsUrl, {
    accept: "text/plain,*/*;q=0.8",
    maxBodyBytes: ROBOTS_MAX_BYTES,
    signal,
  });
  const result = dropCutLine(fetched);
  return { result, policy: robotsPolicyFromFetch(robotsUrl, result) };
}
