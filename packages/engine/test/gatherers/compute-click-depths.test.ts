import { describe, expect, it } from "vitest";
import { computeClickDepths } from "../../src/gatherers/site/compute-click-depths";

const edge = (source: string, target: string) => ({
  source,
  target,
  anchor: "",
  nofollow: false,
  position: "main",
});

describe("computeClickDepths", () => {
  it("counts the fewest clicks from the start page and leaves unlinked pages out", () => {
    const depths = computeClickDepths("/", [
      edge("/", "/a"),
      edge("/a", "/b"),
      edge("/", "/b"),
      edge("/b", "/c"),
      edge("/x", "/y"),
    ]);
    expect(Object.fromEntries(depths)).toEqual({ "/": 0, "/a": 1, "/b": 1, "/c": 2 });
  });
});
