import { indexLinks } from "../gatherers/site/index-links";
import type { LinkEdge } from "../gatherers/site/types";

/**
 * The first `limit` distinct pages (by URL) linking to each target, for "linked from" beside a page.
 * Sources are visited in code-unit order, so each target's list fills in order and stops at `limit`: never
 * a set of every source (on a site whose navigation links every page to the same few targets, those sets held
 * one entry per edge, half a million at 10,000 pages, and were the scan's memory peak) and no string compared.
 */
export function listLinkSources(links: Iterable<LinkEdge>, limit: number): Map<string, string[]> {
  const { targetsBySource } = indexLinks(links);
  const sources = new Map<string, string[]>();
  for (const source of [...targetsBySource.keys()].sort()) {
    for (const target of targetsBySource.get(source) ?? []) {
      if (source === target) continue;
      const kept = sources.get(target);
      if (!kept) sources.set(target, [source]);
      else if (kept.length < limit && kept[kept.length - 1] !== source) kept.push(source);
    }
  }
  return sources;
}
