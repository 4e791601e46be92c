import type { PageSeo } from "./page-seo";

export interface HeadInput {
  seo: PageSeo;
  origin: string;
  path: string;
  language: "tr" | "en";
  alternates: { tr: string | null; en: string | null };
  socialLinks: string[];
  /** Site-ownership tokens of the webmaster tools (meta name → content), set at build time. */
  verification: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);
/** JSON inside <script> must not be able to close the element. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The head tags of a pre-rendered public page: meta, canonical, hreflang, Open Graph and JSON-LD. */
export function buildHead(input: HeadInput): string {
  const { seo, origin, path, language, alternates, socialLinks } = input;
  const url = (target: string) => `${origin}${target === "/" ? "/" : target}`;
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description)}" />`,
    seo.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${url(path)}" />`,
  ];
  if (!seo.noindex) {
    if (alternates.tr) tags.push(`<link rel="alternate" hreflang="tr" href="${url(alternates.tr)}" />`);
    if (alternates.en) tags.push(`<link rel="alternate" hreflang="en" href="${url(alternates.en)}" />`);
    const fallback = alternates.tr ?? alternates.en;
    if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${url(fallback)}" />`);
  }
  tags.push(
    `<meta property="og:type" content="${seo.type ?? "website"}" />`,
    `<meta property="og:site_name" content="Sitelens" />`,
    `<meta property="og:title" content="${escapeHtml(seo.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(seo.description)}" />`,
    `<meta property="og:url" content="${url(path)}" />`,
    `<meta property="og:image" content="${url("/og-image.png")}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:locale" content="${language === "tr" ? "tr_TR" : "en_US"}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="apple-touch-icon" href="/icon-192.png" />`,
    `<meta name="theme-color" content="#4f46e5" />`,
    ...Object.entries(input.verification).map(
      ([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`,
    ),
  );
  const organization = {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: "Sitelens",
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    sameAs: socialLinks,
  };
  const graph: Record<string, unknown>[] = [organization];
  if (path === "/" || path === "/en") {
    graph.push({
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      name: "Sitelens",
      url: url(path),
      inLanguage: language,
      publisher: { "@id": `${origin}/#organization` },
    });
  }
  if (seo.breadcrumbs?.length) {
    graph.push({
      "@type": "BreadcrumbList",
      itemListElement: seo.breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    });
  }
  graph.push(...(seo.jsonLd ?? []));
  tags.push(
    `<script type="application/ld+json">${safeJson({ "@context": "https://schema.org", "@graph": graph })}</script>`,
  );
  return tags.join("\n    ");
}
