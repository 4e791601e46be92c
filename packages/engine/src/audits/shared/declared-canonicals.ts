import { documentBaseUrl } from "../../gatherers/page/document-base-url";
import type { PageArtifact } from "../../gatherers/page/types";

/** Canonical hrefs from <link rel=canonical> and from the Link header, as written. */
export function declaredCanonicals(page: PageArtifact): string[] {
  const header = page.headers.link;
  // Most pages send no Link header; matchAll would still copy the pattern for each of them.
  const fromHeader = header ? Array.from(header.matchAll(CANONICAL_LINK), (m) => m[1] ?? "") : [];
  return [...(page.html?.canonicals ?? []), ...fromHeader];
}

const CANONICAL_LINK = /<([^>]*)>\s*;[^,]*rel="?canonical"?/gi;

/** The single absolute canonical URL a page declares, or null when there is none or they conflict. */
export function effectiveCanonical(page: PageArtifact): string | null {
  const base = documentBaseUrl(page);
  const unique = [...new Set(declaredCanonicals(page).map((href) => absolute(href, base)))];
  return unique.length === 1 ? (unique[0] ?? null) : null;
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}
