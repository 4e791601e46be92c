import type { LinkEdge } from "../../gatherers/site/types";

/** Followed internal links pointing at each URL from other pages. */
export function inlinkCounts(links: Iterable<LinkEdge>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const link of links) {
    if (link.nofollow || link.source === link.target) continue;
    counts.set(link.target, (counts.get(link.target) ?? 0) + 1);
  }
  return counts;
}
