import type { SitemapDocument } from "../../../src/crawl/types";
import { computeSimhash, hashWords } from "../../../src/gatherers/page/compute-simhash";
import { type AuditCase, html, ORIGIN, pageFrom, prose, recordFrom, robotsFrom, siteFrom } from "../helpers";

const a = `${ORIGIN}/a`;
const b = `${ORIGIN}/b`;

function sitemapDoc(status = 200, kind: SitemapDocument["kind"] = "urlset"): SitemapDocument {
  const url = `${ORIGIN}/sitemap.xml`;
  return {
    url,
    kind,
    format: "xml",
    entries: [{ loc: a, lastmod: null }],
    parseError: kind === "invalid" ? "not XML" : null,
    fetch: {
      requestedUrl: url,
      finalUrl: url,
      redirects: [],
      status,
      headers: {},
      contentType: "application/xml",
      charset: null,
      body: "",
      bodyTruncated: false,
      bytes: { transfer: 0, decoded: 0 },
      compression: null,
      httpVersion: "1.1",
      timings: { ttfbMs: 1, totalMs: 1 },
      error: null,
    },
  };
}

const renderingWith = (error: string | null, skipped = 0) => ({
  site: siteFrom({
    rendering: {
      budget: { pages: 1, totalMs: 60_000, pageMs: 15_000 },
      attempts: [{ url: a, ms: 900, error, timedOut: false }],
      comparisons: [],
      skipped,
      unavailable: null,
    },
  }),
});

const withSitemap = (records: ReturnType<typeof recordFrom>[], robots = "User-agent: *\nDisallow:\n") => ({
  site: siteFrom({
    sitemaps: [sitemapDoc()],
    sitemapUrls: new Set([a]),
    pages: records,
    robots: robotsFrom(robots),
  }),
});
const startWith = (head: string) => ({
  site: siteFrom({ startPage: pageFrom(html({ head }), { url: `${ORIGIN}/`, depth: 0 }) }),
});
const words = (text: string) => hashWords(text.toLowerCase());
const article = prose(300);

const probe = (status: number) => ({
  url: `${ORIGIN}/sitelens-404-probe`,
  status,
  simhash: null,
  wordCount: 4,
});

export const technicalSiteCases: AuditCase[] = [
  // Informative: the share of pages that needed rendering and were rendered within the budget.
  { id: "javascript-rendering", pass: renderingWith(null), fail: renderingWith(null, 3) },
  {
    id: "unknown-url-status",
    pass: { site: siteFrom({ notFoundProbe: probe(404) }) },
    fail: { site: siteFrom({ notFoundProbe: probe(200) }) },
  },
  {
    id: "robots-txt",
    pass: {
      site: siteFrom({
        robots: robotsFrom(`User-agent: *\nDisallow: /admin/\nSitemap: ${ORIGIN}/sitemap.xml`),
      }),
    },
    fail: { site: siteFrom({ robots: robotsFrom("User-agent: *\nDisalow /admin/\nCrawl-delay: hızlı") }) },
  },
  {
    id: "sitemap",
    pass: { site: siteFrom({ sitemaps: [sitemapDoc()] }) },
    fail: { site: siteFrom({ sitemaps: [sitemapDoc(404, "invalid")] }) },
  },
  {
    id: "sitemap-in-robots",
    pass: { site: siteFrom({ robots: robotsFrom(`Sitemap: ${ORIGIN}/sitemap.xml`) }) },
    fail: { site: siteFrom() },
  },
  {
    id: "sitemap-url-status",
    pass: withSitemap([recordFrom(a)]),
    fail: withSitemap([recordFrom(a, { status: 404 })]),
  },
  {
    id: "sitemap-noindex",
    pass: withSitemap([recordFrom(a)]),
    fail: withSitemap([recordFrom(a, { noindex: true })]),
  },
  {
    id: "sitemap-non-canonical",
    pass: withSitemap([recordFrom(a, { canonical: a })]),
    fail: withSitemap([recordFrom(a, { canonical: b })]),
  },
  {
    id: "sitemap-blocked",
    pass: withSitemap([recordFrom(a)]),
    fail: withSitemap([recordFrom(a)], "User-agent: *\nDisallow: /a"),
  },
  {
    id: "exact-duplicate-content",
    pass: { site: siteFrom({ pages: [recordFrom(a), recordFrom(b)] }) },
    fail: {
      site: siteFrom({ pages: [recordFrom(a, { textHash: "same" }), recordFrom(b, { textHash: "same" })] }),
    },
  },
  {
    id: "near-duplicate-content",
    pass: {
      site: siteFrom({
        pages: [
          recordFrom(a, { simhash: computeSimhash(words(article)) }),
          recordFrom(b, { simhash: computeSimhash(words(`${"tamamen farklı bir metin ".repeat(60)}`)) }),
        ],
      }),
    },
    fail: {
      site: siteFrom({
        pages: [
          recordFrom(a, { simhash: computeSimhash(words(article)) }),
          recordFrom(b, { simhash: computeSimhash(words(`${article} ek cümle`)) }),
        ],
      }),
    },
  },
  {
    id: "hreflang-return-links",
    pass: {
      site: siteFrom({
        pages: [
          recordFrom(a, { hreflangs: [{ lang: "en", href: b }] }),
          recordFrom(b, { hreflangs: [{ lang: "tr", href: a }] }),
        ],
      }),
    },
    fail: {
      site: siteFrom({ pages: [recordFrom(a, { hreflangs: [{ lang: "en", href: b }] }), recordFrom(b)] }),
    },
  },
  {
    id: "canonical-target",
    pass: { site: siteFrom({ pages: [recordFrom(a, { canonical: b }), recordFrom(b)] }) },
    fail: { site: siteFrom({ pages: [recordFrom(a, { canonical: b }), recordFrom(b, { status: 404 })] }) },
  },
  {
    id: "http-to-https-redirect",
    pass: { site: siteFrom({ httpVariant: { status: 301, location: `${ORIGIN}/` } }) },
    fail: { site: siteFrom({ httpVariant: { status: 200, location: null } }) },
  },
  {
    id: "google-site-verification",
    pass: startWith('<meta name="google-site-verification" content="x1">'),
    fail: startWith(""),
  },
  {
    id: "bing-site-verification",
    pass: startWith('<meta name="msvalidate.01" content="x1">'),
    fail: startWith(""),
  },
  {
    id: "yandex-verification",
    pass: startWith('<meta name="yandex-verification" content="x1">'),
    fail: startWith(""),
  },
  {
    id: "indexnow-key",
    pass: { site: siteFrom({ indexNow: { key: "a1b2c3d4e5f6", served: true } }) },
    fail: { site: siteFrom({ indexNow: { key: "a1b2c3d4e5f6", served: false } }) },
  },
  {
    id: "yandex-clean-param",
    pass: {
      site: siteFrom({
        pages: [recordFrom(`${ORIGIN}/?utm_source=x`)],
        robots: robotsFrom("User-agent: Yandex\nClean-param: utm_source&utm_medium"),
      }),
    },
    fail: { site: siteFrom({ pages: [recordFrom(`${ORIGIN}/?utm_source=x`)] }) },
  },
  {
    id: "crawl-delay",
    pass: { site: siteFrom({ robots: robotsFrom("User-agent: Yandex\nCrawl-delay: 2") }) },
    fail: { site: siteFrom({ robots: robotsFrom("User-agent: *\nCrawl-delay: 60") }) },
  },
];
