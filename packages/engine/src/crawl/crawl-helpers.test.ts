import { describe, expect, it } from "vitest";
import { createFrontier } from "./create-frontier";
import { createSiteMatcher, siteKey } from "./create-site-matcher";
import { normaliseUrl } from "./normalise-url";

describe("normaliseUrl", () => {
  it("drops fragments, keeps queries, resolves relative links", () => {
    expect(normaliseUrl("/a/../b?x=2&a=1#top", "https://Example.com/dir/")).toBe(
      "https://example.com/b?x=2&a=1",
    );
    expect(normaliseUrl("HTTPS://EXAMPLE.COM")).toBe("https://example.com/");
  });

  it("rejects what is not crawled", () => {
    expect(normaliseUrl("mailto:a@b.c")).toBeNull();
    expect(normaliseUrl("javascript:void(0)")).toBeNull();
    expect(normaliseUrl("http://")).toBeNull();
  });
});

describe("site matching", () => {
  it("uses the registrable domain", () => {
    expect(siteKey("https://www.shop.example.com.tr/")).toBe("example.com.tr");
    expect(siteKey("https://user.github.io/")).toBe("user.github.io");
    expect(siteKey("http://127.0.0.1:8080/")).toBe("127.0.0.1");
    const site = createSiteMatcher("https://example.com/");
    expect(site.includes("https://www.example.com/x")).toBe(true);
    expect(site.includes("https://shop.example.com/x")).toBe(false);
    expect(site.includes("https://example.net/")).toBe(false);
    site.adopt("https://example.net/");
    expect(site.includes("https://example.net/y")).toBe(true);
  });
});

describe("createFrontier", () => {
  it("deduplicates and keeps order across compaction", () => {
    const frontier = createFrontier();
    for (let n = 0; n < 3000; n++) frontier.add({ url: `u${n}`, depth: 1, source: "link" });
    expect(frontier.add({ url: "u5", depth: 2, source: "link" })).toBe(false);
    const order: string[] = [];
    for (let page = frontier.next(); page; page = frontier.next()) order.push(page.url);
    expect(order).toHaveLength(3000);
    expect(order[2999]).toBe("u2999");
    expect(frontier.size).toBe(0);
  });
});
