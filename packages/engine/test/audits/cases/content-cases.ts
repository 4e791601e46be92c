import { type AuditCase, html, ORIGIN, pageFrom, prose, recordFrom, siteFrom } from "../helpers";

const page = (source = html()) => ({ page: pageFrom(source) });
const withBody = (body: string) => page(html({ body }));
const jsonLd = (data: unknown) =>
  page(
    html({
      head: `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`,
    }),
  );
const a = `${ORIGIN}/a`;
const b = `${ORIGIN}/b`;

function schemaCase(id: string, valid: object, invalid: object): AuditCase {
  return { id, pass: jsonLd(valid), fail: jsonLd(invalid) };
}

export const contentCases: AuditCase[] = [
  { id: "document-title", pass: page(), fail: page(html({ title: null })) },
  { id: "title-length", pass: page(), fail: page(html({ title: "Kahve" })) },
  { id: "multiple-titles", pass: page(), fail: page(html({ head: "<title>İkinci başlık</title>" })) },
  {
    id: "duplicate-title",
    pass: { site: siteFrom({ pages: [recordFrom(a), recordFrom(b)] }) },
    fail: { site: siteFrom({ pages: [recordFrom(a, { title: "Aynı" }), recordFrom(b, { title: "aynı" })] }) },
  },
  { id: "meta-description", pass: page(), fail: page(html({ description: null })) },
  { id: "meta-description-length", pass: page(), fail: page(html({ description: "Kısa." })) },
  {
    id: "multiple-meta-descriptions",
    pass: page(),
    fail: page(html({ head: '<meta name="description" content="İkinci">' })),
  },
  {
    id: "duplicate-meta-description",
    pass: { site: siteFrom({ pages: [recordFrom(a), recordFrom(b)] }) },
    fail: {
      site: siteFrom({
        pages: [recordFrom(a, { description: "Aynı" }), recordFrom(b, { description: "Aynı" })],
      }),
    },
  },
  { id: "h1-heading", pass: page(), fail: withBody(`<h2>Alt başlık</h2><p>${prose(250)}</p>`) },
  { id: "multiple-h1", pass: page(), fail: withBody(`<h1>Bir</h1><h1>İki</h1><p>${prose(250)}</p>`) },
  {
    id: "heading-order",
    pass: withBody("<h1>A</h1><h2>B</h2><h3>C</h3>"),
    fail: withBody("<h1>A</h1><h3>C</h3>"),
  },
  { id: "thin-content", pass: page(), fail: withBody(`<h1>Kısa</h1><p>${prose(40)}</p>`) },
  {
    id: "meta-keywords",
    pass: page(),
    fail: page(html({ head: '<meta name="keywords" content="kahve, çay">' })),
  },
  { id: "image-alt", pass: page(), fail: withBody('<h1>A</h1><img src="/a.jpg" width="1" height="1">') },
  {
    id: "image-alt-length",
    pass: page(),
    fail: withBody(`<h1>A</h1><img src="/a.jpg" alt="${"uzun açıklama ".repeat(10)}">`),
  },
  {
    id: "link-text",
    pass: withBody('<h1>A</h1><a href="/demleme-rehberi">Demleme rehberi</a>'),
    fail: withBody('<h1>A</h1><a href="/demleme-rehberi" lang="en">click here</a>'),
  },
  {
    id: "sitelens-link-text",
    pass: withBody('<h1>A</h1><a href="/demleme-rehberi">Demleme rehberi</a>'),
    fail: withBody('<h1>A</h1><a href="/demleme-rehberi">buraya tıklayın</a>'),
  },
  { id: "lorem-ipsum", pass: page(), fail: withBody("<h1>A</h1><p>Lorem ipsum dolor sit amet.</p>") },
  { id: "html-lang", pass: page(), fail: page(html({ lang: null })) },
  { id: "open-graph", pass: page(), fail: page(html().replace(/<meta property="og:image"[^>]*>/, "")) },
  { id: "twitter-card", pass: page(), fail: page(html().replace(/<meta name="twitter:card"[^>]*>/, "")) },
  {
    id: "structured-data",
    pass: {
      site: siteFrom({
        startPage: pageFrom(
          html({
            head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"X"}</script>',
          }),
          { url: `${ORIGIN}/` },
        ),
      }),
    },
    fail: { site: siteFrom() },
  },
  {
    id: "structured-data-syntax",
    pass: jsonLd({ "@type": "WebSite", name: "X", url: ORIGIN }),
    fail: page(html({ head: '<script type="application/ld+json">{"@type": "WebSite",}</script>' })),
  },
  {
    id: "structured-data-context",
    pass: jsonLd({ "@type": "WebSite", name: "X", url: ORIGIN }),
    fail: page(
      html({ head: '<script type="application/ld+json">{"@type": "WebSite", "name": "X"}</script>' }),
    ),
  },
  schemaCase(
    "schema-organization",
    { "@type": "Organization", name: "Örnek", url: ORIGIN },
    { "@type": "Organization", name: "Örnek" },
  ),
  schemaCase(
    "schema-local-business",
    { "@type": "CafeOrCoffeeShop", name: "Örnek", address: "Moda Cad. 12" },
    { "@type": "CafeOrCoffeeShop", name: "Örnek" },
  ),
  schemaCase(
    "schema-product",
    { "@type": "Product", name: "Kahve", offers: { "@type": "Offer", price: "10", priceCurrency: "TRY" } },
    { "@type": "Product", name: "Kahve" },
  ),
  schemaCase(
    "schema-offer",
    { "@type": "Offer", price: "10", priceCurrency: "TRY" },
    { "@type": "Offer", price: "10" },
  ),
  schemaCase(
    "schema-article",
    {
      "@type": "BlogPosting",
      headline: "H",
      author: "Elif",
      datePublished: "2026-01-01",
      image: `${ORIGIN}/a.jpg`,
    },
    { "@type": "BlogPosting", headline: "H" },
  ),
  schemaCase(
    "schema-breadcrumb-list",
    {
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 1, name: "Ana sayfa", item: ORIGIN }],
    },
    { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", name: "Ana sayfa" }] },
  ),
  schemaCase(
    "schema-faq-page",
    {
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Ne?", acceptedAnswer: { "@type": "Answer", text: "Bu." } }],
    },
    {
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Ne?", acceptedAnswer: { "@type": "Answer" } }],
    },
  ),
  schemaCase(
    "schema-how-to",
    { "@type": "HowTo", name: "Demleme", step: ["Öğüt", "Dök"] },
    { "@type": "HowTo", name: "Demleme" },
  ),
  schemaCase(
    "schema-event",
    { "@type": "Event", name: "Atölye", startDate: "2026-06-01", location: "Kadıköy" },
    { "@type": "Event", name: "Atölye" },
  ),
  schemaCase(
    "schema-recipe",
    { "@type": "Recipe", name: "Soğuk demleme", image: `${ORIGIN}/r.jpg` },
    { "@type": "Recipe", name: "Soğuk demleme" },
  ),
  schemaCase(
    "schema-review",
    { "@type": "Review", author: "Ali", reviewRating: { "@type": "Rating", ratingValue: 5 } },
    { "@type": "Review", author: "Ali" },
  ),
  schemaCase(
    "schema-aggregate-rating",
    { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 12 },
    { "@type": "AggregateRating", ratingValue: 4.8 },
  ),
  schemaCase(
    "schema-video-object",
    { "@type": "VideoObject", name: "V60", thumbnailUrl: `${ORIGIN}/t.jpg`, uploadDate: "2026-01-01" },
    { "@type": "VideoObject", name: "V60" },
  ),
  schemaCase(
    "schema-website",
    { "@type": "WebSite", name: "Örnek", url: ORIGIN },
    { "@type": "WebSite", name: "Örnek" },
  ),
  schemaCase(
    "schema-person",
    { "@type": "Person", name: "Elif Yılmaz" },
    { "@type": "Person", jobTitle: "Barista" },
  ),
  schemaCase(
    "schema-job-posting",
    {
      "@type": "JobPosting",
      title: "Barista",
      description: "Tam zamanlı",
      datePosted: "2026-05-01",
      hiringOrganization: "Örnek",
      jobLocation: "İstanbul",
    },
    { "@type": "JobPosting", title: "Barista" },
  ),
];
