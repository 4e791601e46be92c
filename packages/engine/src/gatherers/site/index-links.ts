import type { LinkEdge } from "./types";

export interface LinkIndex {
  /** Each source page's link targets in edge order, repeats kept: audits count links, not pages. */
  targetsBySource: Map<string, string[]>;
  /** Followed links into each URL from other pages (nofollow and self links left out). */
  followedInlinks: Map<string, number>;
}

const indexes = new WeakMap<Iterable<LinkEdge>, LinkIndex>();

/** Takes an index built by whoever made the edges (the link graph builds it from its integers, no edge objects). */
export function rememberLinkIndex(links: Iterable<LinkEdge>, index: LinkIndex): void {
  indexes.set(links, index);
}

/**
 * The edges grouped once per scan for every reader that groups them the same way (click depths and the
 * link audits), instead of a pass and a map of its own each. A pointer per edge: ≈ 4 MB at half a million.
 */
export function indexLinks(links: Iterable<LinkEdge>): LinkIndex {
  const known = indexes.get(links);
  if (known) return known;
  const targetsBySource = new Map<string, string[]>();
  const followedInlinks = new Map<string, number>();
  let source = "";
  let targets: string[] | undefined;
  for (const link of links) {
    // Edges come grouped by source, so the map is asked once a source, not once a link.
    if (targets === undefined || link.source !== source) {
      source = link.source;
      targets = targetsBySource.get(source);
      if (targets === undefined) {
        targets = [];
        targetsBySource.set(source, targets);
      }
    }
    targets.push(link.target);
    if (!link.nofollow && link.source !== link.target)
      followedInlinks.set(link.target, (followedInlinks.get(link.target) ?? 0) + 1);
  }
  const index = { targetsBySource, followedInlinks };
  indexes.set(links, index);
  return index;
}
