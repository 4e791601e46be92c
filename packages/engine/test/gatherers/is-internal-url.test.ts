import { describe, expect, it } from "vitest";
import { internalHostMatcher, internalUrlMatcher } from "../../src/gatherers/page/is-internal-url";

describe("internalHostMatcher", () => {
  it("calls hosts of the same registrable domain internal, and keeps each site's verdicts apart", () => {
    const shop = internalHostMatcher("www.shop.example.com.tr");
    const other = internalHostMatcher("blog.other.org");
    for (let round = 0; round < 2; round++) {
      expect(["example.com.tr", "cdn.example.com.tr", "example.com", "other.org"].map(shop)).toEqual([
        true,
        true,
        false,
        false,
      ]);
      expect(["other.org", "www.other.org", "example.com.tr"].map(other)).toEqual([true, true, false]);
    }
  });

  it("is made once per site host, so the pages of a scan share its verdicts", () => {
    expect(internalHostMatcher("example.net")).toBe(internalHostMatcher("example.net"));
    expect(internalUrlMatcher("example.net")("https://www.example.net/a")).toBe(true);
  });
});
