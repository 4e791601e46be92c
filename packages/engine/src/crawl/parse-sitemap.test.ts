import { describe, expect, it } from "vitest";
import { parseSitemap } from "./parse-sitemap";

describe("parseSitemap", () => {
  it("reads a urlset with lastmod", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc> https://example.com/ </loc><lastmod>2026-01-02</lastmod><image:image><image:loc>https://example.com/a.png</image:loc></image:image></url>
        <url><loc>https://example.com/a?b=1&amp;c=2</loc></url>
      </urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: "urlset",
      parseError: null,
      entries: [
        { loc: "https://example.com/", lastmod: "2026-01-02" },
        { loc: "https://example.com/a?b=1&c=2", lastmod: null },
      ],
    });
  });

  it("reads a sitemap index with one child", () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toMatchObject({
      kind: "index",
      entries: [{ loc: "https://example.com/s1.xml" }],
    });
  });

  it("reports broken XML and unknown roots", () => {
    expect(parseSitemap("<urlset><url><loc>x</url>").kind).toBe("invalid");
    expect(parseSitemap("<urlset><url><loc>x</url>").parseError).toContain("Not well-formed");
    expect(parseSitemap("<html><body>Not a sitemap</body></html>").parseError).toContain("neither");
    expect(parseSitemap("").kind).toBe("invalid");
  });
});
