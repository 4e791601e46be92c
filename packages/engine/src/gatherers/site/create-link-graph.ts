import { detachString } from "../detach-string";
import type { PageArtifact } from "../page/types";
import { type LinkIndex, rememberLinkIndex } from "./index-links";
import type { LinkEdge } from "./types";

const ANCHOR_CHARS = 100;
/** Integers per edge: source, target, anchor text (ids of distinct strings), then position × 2 + nofollow. */
const FIELDS = 4;

export interface LinkGraph {
  /** Records the internal links of a crawled page. */
  add(page: PageArtifact): void;
  /**
   * The edges by source, then target (in the order they were added where both are equal), as objects
   * made afresh on every pass: site audits read each edge and keep none, so the half million objects of
   * a 10,000-page site never have to be alive at once.
   */
  sorted(): Iterable<LinkEdge>;
}

/**
 * The site's link graph, four integers per edge in one growing array and each distinct string once: an
 * object per edge costs 64 bytes, and at ~50 internal links a page, 10,000 pages made half a million of
 * them, the largest thing a scan kept. New strings are detached from the page body before they are kept.
 */
export function createLinkGraph(): LinkGraph {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  let data = new Int32Array(FIELDS * 4096);
  let count = 0;
  /**
   * Only anchor texts are views on a page body and need a copy of their own. URLs are serialised afresh by the URL
   * parser and positions are constants: kept as they are, the next page's identical string (the link resolver
   * hands out the same href string for the same link) is found by identity, without comparing characters.
   */
  const idOf = (text: string, fromBody = false): number => {
    const known = ids.get(text);
    if (known !== undefined) return known;
    const kept = fromBody ? detachString(text) : text;
    ids.set(kept, strings.length);
    strings.push(kept);
    return strings.length - 1;
  };
  const add = (page: PageArtifact): void => {
    let source = -1;
    for (const link of page.html?.links ?? []) {
      if (!link.internal || !link.href) continue;
      if (source === -1) source = idOf(page.url);
      if ((count + 1) * FIELDS > data.length) {
        const grown = new Int32Array(data.length * 2);
        grown.set(data);
        data = grown;
      }
      const at = count * FIELDS;
      data[at] = source;
      data[at + 1] = idOf(link.href);
      data[at + 2] = idOf(link.text.slice(0, ANCHOR_CHARS), true);
      data[at + 3] = idOf(link.position) * 2 + (link.nofollow ? 1 : 0);
      count++;
    }
  };
  const text = (edge: number, field: number) => strings[data[edge * FIELDS + field] as number] as string;
  const edgeAt = (edge: number): LinkEdge => {
    const flags = data[edge * FIELDS + 3] as number;
    return {
      source: text(edge, 0),
      target: text(edge, 1),
      anchor: text(edge, 2),
      nofollow: (flags & 1) === 1,
      position: strings[flags >> 1] as string,
    };
  };
  const sorted = (): Iterable<LinkEdge> => {
    // Each distinct string's place in code-unit order (the default sort's, with no callback to call 90,000
    // times), so the edges sort on integers, not string comparisons.
    const rank = new Int32Array(strings.length);
    const inOrder = strings.slice().sort();
    for (let place = 0; place < inOrder.length; place++)
      rank[ids.get(inOrder[place] as string) as number] = place;
    const added = new Int32Array(count);
    for (let edge = 0; edge < count; edge++) added[edge] = edge;
    // By source, then target, then the order added: two stable counting passes, target first (a comparison
    // sort through a callback took longer than every site audit reading the result).
    const order = sortEdgesBy(sortEdgesBy(added, 1, data, rank), 0, data, rank);
    const edges = {
      *[Symbol.iterator]() {
        for (const edge of order) yield edgeAt(edge);
      },
    };
    rememberLinkIndex(edges, indexOf(order));
    return edges;
  };
  /** indexLinks' grouping read straight off the integers, in the same order: no edge objects to build. */
  const indexOf = (order: Int32Array): LinkIndex => {
    const targetsBySource = new Map<string, string[]>();
    const followedInlinks = new Map<string, number>();
    let source = -1;
    let targets: string[] = [];
    for (const edge of order) {
      const at = edge * FIELDS;
      if (data[at] !== source) {
        source = data[at] as number;
        targets = [];
        targetsBySource.set(strings[source] as string, targets);
      }
      const target = strings[data[at + 1] as number] as string;
      targets.push(target);
      // One id per distinct string, so comparing ids compares the URLs.
      if (((data[at + 3] as number) & 1) === 0 && data[at + 1] !== source)
        followedInlinks.set(target, (followedInlinks.get(target) ?? 0) + 1);
    }
    return { targetsBySource, followedInlinks };
  };
  return { add, sorted };
}

/** `edges` stably ordered by the rank of their string in `field`; plain loops, as this runs once, unoptimised. */
function sortEdgesBy(edges: Int32Array, field: number, data: Int32Array, rank: Int32Array): Int32Array {
  const starts = new Int32Array(rank.length + 1);
  for (let i = 0; i < edges.length; i++)
    starts[(rank[data[edges[i]! * FIELDS + field]!] as number) + 1]! += 1;
  for (let key = 0; key < rank.length; key++) starts[key + 1]! += starts[key]!;
  const sorted = new Int32Array(edges.length);
  for (let i = 0; i < edges.length; i++) {
    const edge = edges[i] as number;
    const key = rank[data[edge * FIELDS + field]!] as number;
    sorted[starts[key]!] = edge;
    starts[key]! += 1;
  }
  return sorted;
}
