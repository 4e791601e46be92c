import { describe, expect, it } from "vitest";
import { createLinkGraph } from "../../src/gatherers/site/create-link-graph";
import { indexLinks } from "../../src/gatherers/site/index-links";
import type { LinkEdge } from "../../src/gatherers/site/types";
import { compareStrings } from "../../src/run/compare-strings";
import { pageFrom } from "../audits/helpers";

const ORIGIN = "https://example.com";
const document = (body: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body>${body}</body></html>`;

const first = pageFrom(
  document(`<nav><a href="/a">Home</a></nav>
    <p><a href="/c?ref=1">${"x".repeat(150)}</a> <a href="https://other.example/">away</a> <a href="/a">Home</a></p>
    <footer><a href="/b" rel="nofollow">B page</a></footer>`),
  { url: `${ORIGIN}/` },
);
const second = pageFrom(document(`<header><a href="/">back</a></header>`), { url: `${ORIGIN}/b` });
const empty = pageFrom("", { url: `${ORIGIN}/empty`, contentType: "image/png" });

/** What the scan kept before the compact graph: one object per internal link, sorted by source then target. */
function edgesOf(pages: ReturnType<typeof pageFrom>[]): LinkEdge[] {
  return pages
    .flatMap((page) =>
      (page.html?.links ?? []).flatMap((link) =>
        link.internal && link.href
          ? [
              {
                source: page.url,
                target: link.href,
                anchor: link.text.slice(0, 100),
                nofollow: link.nofollow,
                position: link.position,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => compareStrings(a.source, b.source) || compareStrings(a.target, b.target));
}

describe("createLinkGraph", () => {
  it("gives back every internal link as an edge, by source then target, the same on every pass", () => {
    const graph = createLinkGraph();
    for (const page of [second, empty, first]) graph.add(page);
    const edges = graph.sorted();
    const expected = [
      { source: `${ORIGIN}/`, target: `${ORIGIN}/a`, anchor: "Home", nofollow: false, position: "nav" },
      { source: `${ORIGIN}/`, target: `${ORIGIN}/a`, anchor: "Home", nofollow: false, position: "main" },
      { source: `${ORIGIN}/`, target: `${ORIGIN}/b`, anchor: "B page", nofollow: true, position: "footer" },
      {
        source: `${ORIGIN}/`,
        target: `${ORIGIN}/c?ref=1`,
        anchor: "x".repeat(100),
        nofollow: false,
        position: "main",
      },
      { source: `${ORIGIN}/b`, target: `${ORIGIN}/`, anchor: "back", nofollow: false, position: "header" },
    ];
    expect([...edges]).toEqual(expected);
    expect([...edges]).toEqual(expected);
  });

  it("matches one object per link, sorted, for many pages past its first allocation", () => {
    const graph = createLinkGraph();
    const pages = Array.from({ length: 300 }, (_, n) => {
      const links = Array.from(
        { length: 50 },
        (_, k) => `<a href="/p/${(n * 7 + k * 13) % 400}">L${k % 9}</a>`,
      );
      return pageFrom(document(`<main>${links.join(" ")}</main>`), { url: `${ORIGIN}/p/${n % 250}` });
    });
    for (const page of pages) graph.add(page);
    const expected = edgesOf(pages);
    expect(expected.length).toBeGreaterThan(4096);
    expect([...graph.sorted()]).toEqual(expected);
  });

  it("hands indexLinks the same grouping it would make from the edges, self and nofollow links included", () => {
    const graph = createLinkGraph();
    const pages = Array.from({ length: 120 }, (_, n) => {
      const links = Array.from({ length: 30 }, (_, k) => {
        const target = (n * 11 + k * 17) % 130;
        return `<a href="/p/${target}"${k % 7 === 0 ? ' rel="nofollow"' : ""}>L</a>`;
      });
      return pageFrom(document(`<main>${links.join(" ")}<a href="/p/${n}">self</a></main>`), {
        url: `${ORIGIN}/p/${n}`,
      });
    });
    for (const page of pages) graph.add(page);
    const fromGraph = indexLinks(graph.sorted());
    const fromEdges = indexLinks([...graph.sorted()]);
    expect([...fromGraph.targetsBySource]).toEqual([...fromEdges.targetsBySource]);
    expect([...fromGraph.followedInlinks]).toEqual([...fromEdges.followedInlinks]);
    expect(fromGraph.followedInlinks.get(`${ORIGIN}/p/5`)).toBeGreaterThan(0);
  });
});
