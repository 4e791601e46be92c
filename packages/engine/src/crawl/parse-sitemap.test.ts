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
      format: "xml",
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
    expect(parseSitemap("just some words\nno urls").kind).toBe("invalid");
  });

  it("reads the other formats Google accepts: text, RSS 2.0 and Atom", () => {
    expect(parseSitemap("\uFEFFhttps://example.com/a\r\nhttps://example.com/b?x=1\n\nnot a url\n")).toEqual({
      kind: "urlset",
      format: "text",
      parseError: null,
      entries: [
        { loc: "https://example.com/a", lastmod: null },
        { loc: "https://example.com/b?x=1", lastmod: null },
      ],
    });
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>https://example.com/</link>
      <item><title>Bir</title><link>https://example.com/bir</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>
      <item><title>İki</title><link>https://example.com/iki</link></item></channel></rss>`;
    expect(parseSitemap(rss)).toMatchObject({
      kind: "urlset",
      format: "rss",
      entries: [
        { loc: "https://example.com/bir", lastmod: "Mon, 02 Nov 2026 10:00:00 GMT" },
        { loc: "https://example.com/iki", lastmod: null },
      ],
    });
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title><link href="https://example.com/"/>
      <entry><title>Bir</title><link rel="edit" href="https://example.com/edit/1"/><link href="https://example.com/bir"/><updated>2026-11-02T10:00:00Z</updated></entry></feed>`;
    expect(parseSitemap(atom)).toMatchObject({
      kind: "urlset",
      format: "atom",
      entries: [{ loc: "https://example.com/bir", lastmod: "2026-11-02T10:00:00Z" }],
    });
  });

  it("keeps at most 50,000 URLs of one file, as the protocol allows", () => {
    const urls = Array.from({ length: 50_010 }, (_, n) => `<url><loc>https://example.com/p${n}</loc></url>`);
    const parsed = parseSitemap(`<urlset>${urls.join("")}</urlset>`);
    expect(parsed.entries).toHaveLength(50_000);
  }, 30_000);
});
