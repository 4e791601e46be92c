import type { LinkEdge } from "../gatherers/site/types";
import { compareStrings } from "./compare-strings";

/**
 * The first `limit` distinct pages (by URL) linking to each target, for "linked from" beside a page.
 * Keeps at most `limit` sources per target while reading the edges, never a set of every source: on a
 * site whose navigation links every page to the same few targets, those sets held one entry per edge
 * (half a million at 10,000 pages) and were the scan's memory peak.
 */
export function listLinkSources(links: Iterable<LinkEdge>, limit: number): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const { source, target } of links) {
    if (source === target) continue;
    const kept = sources.get(target);
    if (!kept) {
      sources.set(target, [source]);
      continue;
    }
    // Edges usually arrive sorted by source, so most are at or after the last kept one and stop here.
    const last = kept[kept.length - 1] as string;
    if (kept.length === limit && compareStrings(source, last) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compareStrings(source, kept[at - 1] as string) < 0) at--;
    if (at > 0 && kept[at - 1] === source) continue;
    kept.splice(at, 0, source);
    if (kept.length > limit) kept.pop();
  }
  return sources;
}
