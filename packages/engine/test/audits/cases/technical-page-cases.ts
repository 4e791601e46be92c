import { type AuditCase, html, ORIGIN, PAGE_URL, pageFrom, prose, robotsFrom } from "../helpers";

const page = (source = html(), options: Parameters<typeof pageFrom>[1] = {}) => ({
  page: pageFrom(source, options),
});
const https = `${ORIGIN}/sayfa`;
const secureHeaders = {
  "strict-transport-security": "max-age=31536000",
  "content-security-policy": "default-src 'self'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
};

/** A page rendered in Chromium: the audits see the rendered DOM, the server HTML kept beside it. */
const rendered = (serverHead: string, renderedHead: string) => {
  const server = pageFrom(
    html({ head: serverHead, body: '<div id="app"></div><script src="/app.js"></script>' }),
  );
  const dom = pageFrom(html({ head: renderedHead }));
  if (!server.html) throw new Error("fixture is HTML");
  return { page: { ...dom, render: { serverHtml: server.html, ms: 800, timedOut: false } } };
};
const canonicalTag = (path: string) => `<link rel="canonical" href="${ORIGIN}${path}">`;

export const technicalPageCases: AuditCase[] = [
  {
    id: "rendered-head-changes",
    pass: rendered(canonicalTag("/sayfa"), canonicalTag("/sayfa")),
    fail: rendered(canonicalTag("/sayfa"), canonicalTag("/baska-sayfa")),
  },
  { id: "http-status-code", pass: page(), fail: page(html(), { status: 404 }) },
  {
    id: "is-crawlable",
    pass: { page: pageFrom(html()), robots: robotsFrom("User-agent: *\nDisallow: /admin/") },
    fail: page(html({ head: '<meta name="robots" content="noindex, follow">' })),
  },
  {
    id: "canonical",
    pass: page(html({ head: `<link rel="canonical" href="${PAGE_URL}">` })),
    fail: page(html({ head: '<link rel="canonical" href="/blog/yazi">' })),
  },
  {
    id: "hreflang",
    pass: page(html({ head: `<link rel="alternate" hreflang="en-GB" href="${ORIGIN}/en/post">` })),
    fail: page(html({ head: '<link rel="alternate" hreflang="xx-YY" href="/en/post">' })),
  },
  {
    id: "redirect-chain",
    pass: page(html(), { redirects: [{ url: `${ORIGIN}/a`, status: 301, location: PAGE_URL }] }),
    fail: page(html(), {
      redirects: [
        { url: `${ORIGIN}/a`, status: 301, location: `${ORIGIN}/b` },
        { url: `${ORIGIN}/b`, status: 301, location: PAGE_URL },
      ],
    }),
  },
  {
    id: "temporary-redirect",
    pass: page(html(), { redirects: [{ url: `${ORIGIN}/a`, status: 301, location: PAGE_URL }] }),
    fail: page(html(), { redirects: [{ url: `${ORIGIN}/a`, status: 302, location: PAGE_URL }] }),
  },
  {
    id: "content-type-header",
    pass: page(),
    fail: page(html(), { contentType: null, headers: { "content-type": "" } }),
  },
  {
    id: "soft-404",
    pass: page(),
    fail: page(html({ title: "Sayfa bulunamadı", body: "<h1>Sayfa bulunamadı</h1>" })),
  },
  {
    id: "robots-meta-placement",
    pass: page(html({ head: '<meta name="robots" content="index, follow">' })),
    fail: page(html({ body: `<h1>Başlık</h1><meta name="robots" content="noindex"><p>${prose(50)}</p>` })),
  },
  {
    id: "head-closed-early",
    pass: page(html({ head: '<link rel="canonical" href="https://www.ornek.com.tr/sayfa">' })),
    fail: page(
      html({
        head: '<img src="/piksel.gif"><link rel="canonical" href="https://www.ornek.com.tr/sayfa">',
      }),
    ),
  },
  {
    id: "meta-refresh",
    pass: page(),
    fail: page(html({ head: '<meta http-equiv="refresh" content="0; url=/yeni">' })),
  },
  { id: "is-https", pass: page(), fail: page(html(), { url: "http://www.ornek.com.tr/sayfa" }) },
  {
    id: "hsts-header",
    pass: page(html(), { url: https, headers: secureHeaders }),
    fail: page(html(), { url: https }),
  },
  { id: "content-security-policy", pass: page(html(), { headers: secureHeaders }), fail: page() },
  { id: "x-content-type-options", pass: page(html(), { headers: secureHeaders }), fail: page() },
  {
    id: "frame-protection",
    pass: page(html(), { headers: { "x-frame-options": "SAMEORIGIN" } }),
    fail: page(),
  },
  {
    id: "insecure-form-action",
    pass: page(html({ body: '<h1>Form</h1><form action="/gonder"></form>' })),
    fail: page(html({ body: '<h1>Form</h1><form action="http://www.ornek.com.tr/gonder"></form>' })),
  },
  {
    id: "insecure-links",
    pass: page(html({ body: '<h1>A</h1><a href="https://www.ornek.com.tr/x">x</a>' })),
    fail: page(html({ body: '<h1>A</h1><a href="http://www.ornek.com.tr/x">x</a>' })),
  },
  {
    id: "localhost-links",
    pass: page(),
    fail: page(html({ body: '<h1>A</h1><a href="http://localhost:3000/test">test</a>' })),
  },
  { id: "url-underscores", pass: page(), fail: page(html(), { url: `${ORIGIN}/urun_listesi` }) },
  { id: "url-uppercase", pass: page(), fail: page(html(), { url: `${ORIGIN}/Urunler` }) },
  { id: "url-non-ascii", pass: page(), fail: page(html(), { url: `${ORIGIN}/ürünler` }) },
  {
    id: "url-length",
    pass: page(),
    fail: page(html(), { url: `${ORIGIN}/${"cok-uzun-bir-adres-".repeat(8)}` }),
  },
  {
    id: "url-parameters",
    // Two parameters: empty pieces between "&" are not parameters, as URLSearchParams reads them.
    pass: page(html(), { url: `${ORIGIN}/ara?&q=kahve&&sayfa=2&` }),
    fail: page(html(), { url: `${ORIGIN}/ara?a=1&b=2&c=3` }),
  },
  { id: "server-response-time", pass: page(html(), { ttfbMs: 300 }), fail: page(html(), { ttfbMs: 1500 }) },
  {
    id: "text-compression",
    pass: page(html(), { compression: "br" }),
    fail: page(html(), { compression: null }),
  },
  { id: "page-weight", pass: page(), fail: page(html(), { decodedBytes: 3_500_000 }) },
  { id: "modern-http", pass: page(html(), { httpVersion: "2" }), fail: page(html(), { httpVersion: "1.1" }) },
  {
    id: "hreflang-x-default",
    pass: page(html({ head: `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/">` })),
    fail: page(html({ head: `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/">` })),
  },
  {
    id: "hreflang-self-reference",
    pass: page(html({ head: `<link rel="alternate" hreflang="tr" href="${PAGE_URL}">` })),
    fail: page(html({ head: `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/">` })),
  },
];
