import { describe, expect, it } from "vitest";
import { isDuplicateSite, siteDuplicateKey } from "./duplicate-key";
import { checkPageUrl } from "./page-url";
import { recommendationPriority } from "./recommendation-priority";
import { countSiteDomains, isWithinSiteLimit, registrableDomain } from "./site-domains";

describe("duplicate sites (spec §5)", () => {
  it("compares host without www and path without trailing slash", () => {
    expect(siteDuplicateKey("https://www.Example.com/blog/")).toBe("example.com/blog");
    expect(isDuplicateSite("http://example.com", ["https://www.example.com/"])).toBe(true);
    expect(isDuplicateSite("https://example.com/shop", ["https://example.com"])).toBe(false);
    expect(isDuplicateSite("https://shop.example.com", ["https://example.com"])).toBe(false);
  });
});

describe("site limit by registrable domain (spec §5)", () => {
  it("collapses www and subdomains and respects two-part suffixes", () => {
    expect(registrableDomain("https://www.blog.example.co.uk/x")).toBe("example.co.uk");
    expect(registrableDomain("https://a.ornek.com.tr")).toBe("ornek.com.tr");
    expect(registrableDomain("https://kurum.gov.tr")).toBe("kurum.gov.tr");
    expect(
      countSiteDomains(["https://example.com", "https://www.example.com/a", "https://blog.example.com"]),
    ).toBe(1);
    expect(
      countSiteDomains(["https://a.com.tr", "https://b.com.tr", "https://x.org.tr", "https://x.net.tr"]),
    ).toBe(4);
  });

  it("counts every customer of shared hosting as its own domain (private suffixes), like the crawler", () => {
    expect(registrableDomain("https://alice.github.io/blog")).toBe("alice.github.io");
    expect(
      countSiteDomains([
        "https://a.github.io",
        "https://b.vercel.app",
        "https://c.myshopify.com",
        "https://d.github.io",
      ]),
    ).toBe(4);
    expect(isWithinSiteLimit("https://second.github.io", ["https://first.github.io"], 1)).toBe(false);
    expect(isWithinSiteLimit("https://www.first.github.io", ["https://first.github.io"], 1)).toBe(true);
  });

  it("always allows a URL of an already-counted domain", () => {
    expect(isWithinSiteLimit("https://shop.example.com", ["https://example.com"], 1)).toBe(true);
    expect(isWithinSiteLimit("https://other.com", ["https://example.com"], 1)).toBe(false);
    expect(isWithinSiteLimit("https://other.com", [], 1)).toBe(true);
  });

  it("treats -1 as unlimited", () => {
    expect(isWithinSiteLimit("https://z.com", ["https://a.com", "https://b.com"], -1)).toBe(true);
  });
});

describe("new page URL (spec §5)", () => {
  it("must start with '/' and be unique", () => {
    expect(checkPageUrl(" /about ", [])).toEqual({ ok: true, path: "/about" });
    expect(checkPageUrl("about", [])).toEqual({ ok: false, error: "page_url_format" });
    expect(checkPageUrl("https://example.com/about", [])).toEqual({ ok: false, error: "page_url_format" });
    expect(checkPageUrl("//evil.com", [])).toEqual({ ok: false, error: "page_url_format" });
    expect(checkPageUrl("/\\evil.com/x", [])).toEqual({ ok: false, error: "page_url_format" });
    expect(checkPageUrl("/a\\b", [])).toEqual({ ok: false, error: "page_url_format" });
    expect(checkPageUrl("/\tevil", [])).toEqual({ ok: false, error: "page_url_format" });
    expect(checkPageUrl("/search?q=a%20b#top", [])).toEqual({ ok: true, path: "/search?q=a%20b#top" });
    expect(checkPageUrl("/about/", ["/about"])).toEqual({ ok: false, error: "page_url_duplicate" });
    expect(checkPageUrl("/", ["/about"])).toEqual({ ok: true, path: "/" });
  });
});

describe("performance recommendation priority", () => {
  it("grades by estimated savings", () => {
    expect(recommendationPriority({ savingsMs: 1500, savingsBytes: null })).toBe("high");
    expect(recommendationPriority({ savingsMs: 400, savingsBytes: null })).toBe("medium");
    expect(recommendationPriority({ savingsMs: null, savingsBytes: 600 * 1024 })).toBe("high");
    expect(recommendationPriority({ savingsMs: 50, savingsBytes: 1000 })).toBe("low");
  });
});
