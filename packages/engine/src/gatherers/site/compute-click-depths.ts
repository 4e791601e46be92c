import { indexLinks } from "./index-links";
import type { LinkEdge } from "./types";

/**
 * Clicks from the start page to every page the links reach (breadth first over the link graph).
 * Unlike the crawler's discovery depth this does not depend on which request finished first,
 * and pages known only from the sitemap get no depth at all.
 */
export function computeClickDepths(startUrl: string, links: Iterable<LinkEdge>): Map<string, number> {
  const outgoing = indexLinks(links).targetsBySource;
  const depths = new Map([[startUrl, 0]]);
  let frontier = [startUrl];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const url of frontier) {
      for (const target of outgoing.get(url) ?? []) {
        if (depths.has(target)) continue;
        depths.set(target, depth);
        next.push(target);
      }
    }
    frontier = next;
  }
  return depths;
}
