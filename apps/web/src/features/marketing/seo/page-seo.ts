/** What a public page says about itself to search engines; the pre-renderer turns it into head tags. */
export interface PageSeo {
  title: string;
  description: string;
  /** Visible breadcrumb trail below the home page, as localized paths. */
  breadcrumbs?: { name: string; path: string }[];
  /** Page-specific schema.org objects (FAQPage, BlogPosting, SoftwareApplication…). */
  jsonLd?: Record<string, unknown>[];
  type?: "website" | "article";
  /** Pages that must not be indexed (e.g. a missing blog post). */
  noindex?: boolean;
  /** An alternate-language path differing from the default mirror (blog slugs differ per language). */
  alternates?: { tr: string | null; en: string | null };
}

let collected: PageSeo | null = null;

/** Called by the pre-renderer after rendering a page. */
export function takeCollectedSeo(): PageSeo | null {
  const seo = collected;
  collected = null;
  return seo;
}

export function collectSeo(seo: PageSeo) {
  collected = seo;
}

let siteOrigin = "";

/** The pre-renderer sets the public origin; structured data needs absolute URLs. */
export function setSiteOrigin(origin: string) {
  siteOrigin = origin;
}

export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path}`;
}
