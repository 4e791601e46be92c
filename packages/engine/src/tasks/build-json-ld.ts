import type { PageArtifact } from "../gatherers/page/types";
import type { PageRecord } from "../gatherers/site/types";

const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|instagram\.com|x\.com|twitter\.com|linkedin\.com|youtube\.com|tiktok\.com|wikipedia\.org|wikidata\.org)$/;

/** The site name as the home page states it: og:site_name, else the title's first part. */
export function siteNameOf(startPage: PageArtifact | null, fallbackUrl: string): string {
  const html = startPage?.html;
  const fromTitle = html?.titles[0]?.split(/\s[|–—-]\s/)[0]?.trim();
  return html?.openGraph["og:site_name"] || fromTitle || new URL(fallbackUrl).hostname.replace(/^www\./, "");
}

/** Organization + WebSite JSON-LD from the home page's own name, URL, icon and social links. */
export function buildOrganizationJsonLd(startPage: PageArtifact | null, startUrl: string): string {
  const origin = new URL(startPage?.finalUrl ?? startUrl).origin;
  const name = siteNameOf(startPage, startUrl);
  const sameAs = [
    ...new Set(
      (startPage?.html?.links ?? []).flatMap((link) =>
        link.href && SOCIAL_HOSTS.test(new URL(link.href).hostname) ? [link.href] : [],
      ),
    ),
  ].sort();
  const graph = [
    {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name,
      url: `${origin}/`,
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    {
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      name,
      url: `${origin}/`,
      publisher: { "@id": `${origin}/#organization` },
    },
  ];
  return scriptBlock({ "@context": "https://schema.org", "@graph": graph });
}

/** BreadcrumbList from the URL path of the page, with the page's own title as the last crumb. */
export function buildBreadcrumbJsonLd(page: PageRecord, siteName: string): string {
  const url = new URL(page.finalUrl);
  const segments = url.pathname.split("/").filter(Boolean);
  const items = [{ name: siteName, item: `${url.origin}/` }].concat(
    segments.map((segment, index) => ({
      name:
        index === segments.length - 1 && page.h1
          ? page.h1
          : decodeURIComponent(segment).replace(/[-_]/g, " "),
      item: `${url.origin}/${segments.slice(0, index + 1).join("/")}${index === segments.length - 1 ? "" : "/"}`,
    })),
  );
  return scriptBlock({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, ...item })),
  });
}

/** Article JSON-LD from the page's own headline, description, author and date. */
export function buildArticleJsonLd(page: PageRecord): string {
  return scriptBlock({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.h1 ?? page.title ?? "",
    ...(page.description ? { description: page.description } : {}),
    mainEntityOfPage: page.finalUrl,
    ...(page.author ? { author: { "@type": "Person", name: page.author } } : {}),
    ...(page.published ? { datePublished: page.published } : {}),
  });
}

function scriptBlock(data: unknown): string {
  return `<script type="application/ld+json">\n${JSON.stringify(data, null, 2)}\n</script>`;
}
