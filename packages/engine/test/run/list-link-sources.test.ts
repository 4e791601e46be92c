import { describe, expect, it } from "vitest";
import type { LinkEdge } from "../../src/gatherers/site/types";
import { compareStrings } from "../../src/run/compare-strings";
import { listLinkSources } from "../../src/run/list-link-sources";

const edge = (source: string, target: string): LinkEdge => ({
  source,
  target,
  anchor: "",
  nofollow: false,
  position: "main",
});

/** The definition: every distinct other source of each target, sorted, the first `limit`. */
function naive(links: LinkEdge[], limit: number): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const { source, target } of links) {
    if (source === target) continue;
    sets.set(target, (sets.get(target) ?? new Set()).add(source));
  }
  return new Map([...sets].map(([target, set]) => [target, [...set].sort(compareStrings).slice(0, limit)]));
}

/** Deterministic pseudo-random edges, in any order and with repeats. */
function randomEdges(count: number, seed: number): LinkEdge[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, () => edge(`/p/${next(60)}`, `/p/${next(15)}`));
}

describe("listLinkSources", () => {
  it("gives the first sources by URL of each target, without repeats or self-links", () => {
    const links = [edge("/c", "/x"), edge("/a", "/x"), edge("/c", "/x"), edge("/x", "/x"), edge("/b", "/y")];
    expect(listLinkSources(links, 2)).toEqual(
      new Map([
        ["/x", ["/a", "/c"]],
        ["/y", ["/b"]],
      ]),
    );
  });

  it("agrees with sorting every distinct source, in sorted and shuffled edge order", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const links = randomEdges(400, seed);
      const sorted = [...links].sort((a, b) => compareStrings(a.source, b.source));
      for (const limit of [1, 3, 10]) {
        expect(listLinkSources(links, limit)).toEqual(naive(links, limit));
        expect(listLinkSources(sorted, limit)).toEqual(naive(sorted, limit));
      }
    }
  });

  it("never keeps more than the limit per target, however many pages link to it", () => {
    const links = Array.from({ length: 5000 }, (_, n) => edge(`/p/${n}`, "/nav"));
    const kept = listLinkSources(links, 10).get("/nav") ?? [];
    expect(kept).toHaveLength(10);
    expect(kept).toEqual(naive(links, 10).get("/nav"));
  });
});
