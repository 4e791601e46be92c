import { describe, expect, it } from "vitest";
import { indexLinks } from "../../src/gatherers/site/index-links";

const edge = (source: string, target: string, nofollow = false) => ({
  source,
  target,
  anchor: "",
  nofollow,
  position: "main",
});

describe("indexLinks", () => {
  it("groups targets by source in edge order with repeats, even when the edges are not grouped", () => {
    const links = [edge("/a", "/x"), edge("/b", "/y"), edge("/a", "/x"), edge("/a", "/z"), edge("/b", "/b")];
    expect(Object.fromEntries(indexLinks(links).targetsBySource)).toEqual({
      "/a": ["/x", "/x", "/z"],
      "/b": ["/y", "/b"],
    });
  });

  it("counts followed links from other pages, leaving nofollow and self links out", () => {
    const links = [
      edge("/a", "/x"),
      edge("/b", "/x"),
      edge("/c", "/x", true),
      edge("/x", "/x"),
      edge("/a", "/x"),
    ];
    expect(Object.fromEntries(indexLinks(links).followedInlinks)).toEqual({ "/x": 3 });
  });

  it("is made once per edge list, so every audit of a scan shares it", () => {
    const links = [edge("/a", "/x")];
    expect(indexLinks(links)).toBe(indexLinks(links));
    expect(indexLinks([edge("/a", "/x")])).not.toBe(indexLinks(links));
  });
});
