/// <reference path="../../http-link-header.d.ts" />
import LinkHeader from "http-link-header";
import type { PageArtifact } from "../../gatherers/page/types";

/** A canonical or alternate link as Lighthouse's LinkElements gatherer reports it. */
export interface LinkElement {
  rel: string;
  /** Resolved; for a head link that does not parse, the attribute as written (as the DOM's `href`); null for a header link that does not. */
  href: string | null;
  hrefRaw: string;
  hreflang: string;
}

/**
 * The head's `<link>` elements and the main document's Link header references, as Lighthouse reads them: head hrefs
 * resolved against the document's base URL, header URIs against the page URL, rel lower-cased but not split.
 * A header that does not parse contributes nothing (Lighthouse only warns).
 */
export function lighthouseLinkElements(page: PageArtifact): LinkElement[] {
  const html = page.html;
  const fromHead: LinkElement[] = (html?.headLinks ?? []).map((link) => ({
    rel: link.rel,
    href: link.href === null ? "" : (resolve(link.href, html?.documentBase || page.finalUrl) ?? link.href),
    hrefRaw: link.href ?? "",
    hreflang: link.hreflang,
  }));
  return [...fromHead, ...fromHeader(page.headers.link, page.finalUrl)];
}

function fromHeader(header: string | undefined, pageUrl: string): LinkElement[] {
  if (!header) return [];
  let refs: ReturnType<typeof LinkHeader.parse>["refs"] = [];
  try {
    refs = LinkHeader.parse(header).refs;
  } catch {
    return [];
  }
  return refs.map((ref) => ({
    rel: (ref.rel || "").toLowerCase(),
    href: resolve(ref.uri, pageUrl),
    hrefRaw: ref.uri || "",
    hreflang: ref.hreflang || "",
  }));
}

function resolve(href: string, base: string): string | null {
  return URL.canParse(href, base) ? new URL(href, base).href : null;
}
