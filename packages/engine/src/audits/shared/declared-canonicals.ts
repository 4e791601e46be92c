import { documentBaseUrl } from "../../gatherers/page/document-base-url";
import type { PageArtifact } from "../../gatherers/page/types";

/** Canonical hrefs from <link rel=canonical> and from the Link header, as written. */
export function declaredCanonicals(page: PageArtifact): string[] {
  const fromHeader = [...(page.headers.link ?? "").matchAll(/<([^>]*)>\s*;[^,]*rel="?canonical"?/gi)].map(
    (m) => m[1] ?? "",
  );
  return [...(page.html?.canonicals ?? []), ...fromHeader];
}

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
