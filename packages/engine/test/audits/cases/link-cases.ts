import type { LinkEdge } from "../../../src/gatherers/site/types";
import { type AuditCase, html, ORIGIN, pageFrom, recordFrom, siteFrom } from "../helpers";

const home = `${ORIGIN}/`;
const a = `${ORIGIN}/a`;
const b = `${ORIGIN}/b`;
const edge = (source: string, target: string, nofollow = false): LinkEdge => ({
  source,
  target,
  anchor: "bağlantı",
  nofollow,
  position: "main",
});
const withBody = (body: string) => ({ page: pageFrom(html({ body: `<h1>A</h1>${body}` })) });
const graph = (targetOverrides: Parameters<typeof recordFrom>[1]) => ({
  site: siteFrom({
    pages: [recordFrom(home, { clickDepth: 0 }), recordFrom(a, targetOverrides)],
    links: [edge(home, a)],
  }),
});

export const linkCases: AuditCase[] = [
  { id: "broken-internal-links", pass: graph({}), fail: graph({ status: 404 }) },
  { id: "redirected-internal-links", pass: graph({}), fail: graph({ redirected: true, finalUrl: b }) },
  { id: "non-canonical-links", pass: graph({ canonical: a }), fail: graph({ canonical: b }) },
  {
    id: "crawlable-anchors",
    pass: withBody('<a href="/urunler">Ürünler</a>'),
    fail: withBody('<a href="javascript:void(0)">Ürünler</a>'),
  },
  {
    id: "internal-nofollow",
    pass: withBody('<a href="/urunler">Ürünler</a>'),
    fail: withBody('<a href="/urunler" rel="nofollow">Ürünler</a>'),
  },
  {
    id: "dead-end-page",
    pass: withBody('<a href="/urunler">Ürünler</a>'),
    fail: {
      page: pageFrom(
        "<!DOCTYPE html><html><head><title>Yalnız</title></head><body><h1>Çıkmaz</h1></body></html>",
      ),
    },
  },
  {
    id: "too-many-links",
    pass: withBody('<a href="/urunler">Ürünler</a>'),
    fail: withBody(Array.from({ length: 120 }, (_, i) => `<a href="/u/${i}">Ürün ${i}</a>`).join(" ")),
  },
  {
    id: "click-depth",
    pass: {
      site: siteFrom({ pages: [recordFrom(home, { clickDepth: 0 }), recordFrom(a, { clickDepth: 2 })] }),
    },
    fail: {
      site: siteFrom({ pages: [recordFrom(home, { clickDepth: 0 }), recordFrom(a, { clickDepth: 6 })] }),
    },
  },
  {
    id: "orphan-pages",
    pass: {
      site: siteFrom({
        sitemapUrls: new Set([a]),
        pages: [recordFrom(home), recordFrom(a)],
        links: [edge(home, a)],
      }),
    },
    fail: {
      site: siteFrom({ sitemapUrls: new Set([a]), pages: [recordFrom(home), recordFrom(a)], links: [] }),
    },
  },
  {
    id: "low-inlinks",
    pass: {
      site: siteFrom({
        pages: [recordFrom(home), recordFrom(a), recordFrom(b)],
        links: [edge(home, a), edge(b, a)],
      }),
    },
    fail: { site: siteFrom({ pages: [recordFrom(home), recordFrom(a)], links: [edge(home, a)] }) },
  },
];
