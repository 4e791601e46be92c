import { XMLParser } from "fast-xml-parser";
import type { SitemapDocument } from "./types";

/** The sitemaps protocol allows 50,000 URLs per file; anything beyond is ignored, as search engines do. */
export const MAX_SITEMAP_ENTRIES = 50_000;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

type Parsed = Pick<SitemapDocument, "kind" | "entries" | "parseError">;

interface RawEntry {
  loc?: unknown;
  lastmod?: unknown;
}

function readEntries(items: RawEntry[] | undefined): SitemapDocument["entries"] {
  const entries: SitemapDocument["entries"] = [];
  for (const item of (items ?? []).slice(0, MAX_SITEMAP_ENTRIES)) {
    const loc = typeof item.loc === "string" ? item.loc.trim() : "";
    if (!loc) continue;
    entries.push({ loc, lastmod: typeof item.lastmod === "string" ? item.lastmod.trim() : null });
  }
  return entries;
}

/** Reads a sitemap or sitemap index (already decompressed) into entries, or says why it is invalid. */
export function parseSitemap(xml: string): Parsed {
  let document: { urlset?: { url?: RawEntry[] }; sitemapindex?: { sitemap?: RawEntry[] } };
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    return { kind: "invalid", entries: [], parseError: `Not well-formed XML: ${(error as Error).message}` };
  }
  if (document.urlset !== undefined)
    return { kind: "urlset", entries: readEntries(document.urlset?.url), parseError: null };
  if (document.sitemapindex !== undefined) {
    return { kind: "index", entries: readEntries(document.sitemapindex?.sitemap), parseError: null };
  }
  return { kind: "invalid", entries: [], parseError: "Root element is neither <urlset> nor <sitemapindex>" };
}
