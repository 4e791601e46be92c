import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { normaliseUrl } from "../../src/crawl/normalise-url";
import { createLinkResolver } from "../../src/gatherers/page/resolve-link";

// The resolver caches across pages: each case resolves the same href under bases that must give different
// answers, so a cache keyed too loosely would hand one page another page's URL.
const cases: [string, string][] = [
  ["/about#team", "http://a.test/blog/post"],
  ["/about#team", "https://a.test/"],
  ["/about#team", "https://a.test:8443/x"],
  ["/about#team", "https://user:pw@a.test/x"],
  ["/about#team", "https://b.test/x"],
  ["//cdn.test/x.js", "http://a.test/"],
  ["//cdn.test/x.js", "https://a.test/"],
  ["\\\\other.test/y", "https://a.test/"],
  ["  /padded ", "https://a.test/"],
  ["http:relative", "http://a.test/dir/page"],
  ["http:relative", "http://a.test/other/page"],
  ["page2", "http://a.test/dir/page"],
  ["page2", "http://a.test/else/page"],
  ["?q=1", "http://a.test/dir/page"],
  ["?q=1", "http://a.test/dir/other"],
  ["https://x.test/a#b", "http://a.test/"],
  ["mailto:someone@a.test", "http://a.test/"],
  ["http://[bad", "http://a.test/"],
];

describe("createLinkResolver", () => {
  it("resolves every href as normaliseUrl does, also when the answer was cached for another page", () => {
    for (let pass = 0; pass < 2; pass++) {
      for (const [href, base] of cases) {
        const resolved = createLinkResolver(base)(href);
        expect(resolved?.href ?? null, `${href} on ${base}`).toBe(normaliseUrl(href, base));
        if (resolved) expect(resolved.host).toBe(new URL(resolved.href).hostname);
      }
    }
  });
});

describe("the shared link cache", () => {
  it("keeps no page body alive: an href is a view on its page's body", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let page = 0; page < 40; page++) {
      const href = `/a-long-enough-href-${page}`;
      const body = `<a href="${href}">${"x".repeat(2_000_000)}`;
      createLinkResolver("https://a.test/")(body.slice(9, 9 + href.length));
    }
    gc();
    // 40 bodies of 2 MB: kept alive they would add 80 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20_000_000);
  });
});
