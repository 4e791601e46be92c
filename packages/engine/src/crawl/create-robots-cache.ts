import type { Fetcher } from "../net/types";
import { type FetchedRobots, fetchRobots } from "./fetch-robots";
import { ROBOTS_TOKEN } from "./types";

/** A site-declared Crawl-delay above this is capped, so one line in robots.txt cannot stall a scan for hours. */
export const MAX_CRAWL_DELAY_MS = 10_000;

export type RobotsCache = ReturnType<typeof createRobotsCache>;

/** robots.txt per origin (www and bare hosts each have their own), fetched once on first use. */
export function createRobotsCache(fetcher: Fetcher, delayMs: number, signal?: AbortSignal) {
  const byOrigin = new Map<string, Promise<FetchedRobots>>();
  const delayByHost = new Map<string, number>();
  const get = (origin: string): Promise<FetchedRobots> => {
    let entry = byOrigin.get(origin);
    if (!entry) {
      entry = fetchRobots(fetcher, origin, signal).then((robots) => {
        const declared = (robots.policy.crawlDelay(ROBOTS_TOKEN) ?? 0) * 1000;
        delayByHost.set(new URL(origin).host, Math.max(delayMs, Math.min(declared, MAX_CRAWL_DELAY_MS)));
        return robots;
      });
      byOrigin.set(origin, entry);
    }
    return entry;
  };
  return { get, delayFor: (host: string) => delayByHost.get(host) ?? delayMs };
}
