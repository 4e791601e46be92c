import { XMLParser } from "fast-xml-parser";
import type { SitemapDocument } from "./types";

/** The sitemaps protocol allows 50,000 URLs per file; anything beyond is ignored, as search engines do. */
export const MAX_SITEMAP_ENTRIES = 50_000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ["url", "sitemap", "item", "entry", "link"].includes(name),
});

type Parsed = Pick<SitemapDocument, "kind" | "format" | "entries" | "parseError">;
type Entry = SitemapDocument["entries"][number];

interface RawEntry {
  loc?: unknown;
  lastmod?: unknown;
}
interface RawFeedItem {
  link?: unknown[];
  pubDate?: unknown;
  updated?: unknown;
}
interface RawDocument {
  urlset?: { url?: RawEntry[] };
  sitemapindex?: { sitemap?: RawEntry[] };
  rss?: { channel?: { item?: RawFeedItem[] } };
  feed?: { entry?: RawFeedItem[] };
}

const text = (value: unknown): string | null => {
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object" && "#text" in value)
    return text((value as { "#text": unknown })["#text"]);
  return null;
};

function readEntries(items: RawEntry[] | undefined): Entry[] {
  return (items ?? []).slice(0, MAX_SITEMAP_ENTRIES).flatMap((item) => {
    const loc = text(item.loc);
    return loc ? [{ loc, lastmod: text(item.lastmod) }] : [];
  });
}

/** RSS <link>text</link> or Atom <link href="…"/> (the alternate one when several are given). */
function feedLink(links: unknown[] | undefined): string | null {
  for (const link of links ?? []) {
    if (typeof link === "string") return link.trim() || null;
    const attributes = link as { "@_href"?: string; "@_rel"?: string };
    if (attributes["@_href"] && (attributes["@_rel"] ?? "alternate") === "alternate")
      return attributes["@_href"];
    const inner = text(link);
    if (inner) return inner;
  }
  return null;
}

function readFeed(items: RawFeedItem[] | undefined): Entry[] {
  return (items ?? []).slice(0, MAX_SITEMAP_ENTRIES).flatMap((item) => {
    const loc = feedLink(item.link);
    return loc ? [{ loc, lastmod: text(item.updated) ?? text(item.pubDate) }] : [];
  });
}

/** A text sitemap: one absolute URL per line (Google accepts these as sitemaps). */
function parseTextSitemap(body: string): Parsed {
  const entries = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\/\S+$/i.test(line))
    .slice(0, MAX_SITEMAP_ENTRIES)
    .map((loc) => ({ loc, lastmod: null }));
  return entries.length > 0
    ? { kind: "urlset", format: "text", entries, parseError: null }
    : { kind: "invalid", format: "text", entries: [], parseError: "Neither XML nor a list of URLs" };
}

/**
 * Reads a sitemap (already decompressed) in any format Google accepts: an XML urlset or sitemap index,
 * RSS 2.0 or Atom feeds, or a text file of URLs; or says why it is invalid.
 */
export function parseSitemap(body: string): Parsed {
  if (
    !body
      .replace(/^\uFEFF/, "")
      .trimStart()
      .startsWith("<")
  )
    return parseTextSitemap(body);
  let document: RawDocument;
  try {
    document = parser.parse(body, true);
  } catch (error) {
    return {
      kind: "invalid",
      format: "xml",
      entries: [],
      parseError: `Not well-formed XML: ${(error as Error).message}`,
    };
  }
  if (document.urlset !== undefined)
    return { kind: "urlset", format: "xml", entries: readEntries(document.urlset?.url), parseError: null };
  if (document.sitemapindex !== undefined)
    return {
      kind: "index",
      format: "xml",
      entries: readEntries(document.sitemapindex?.sitemap),
      parseError: null,
    };
  if (document.rss !== undefined)
    return {
      kind: "urlset",
      format: "rss",
      entries: readFeed(document.rss?.channel?.item),
      parseError: null,
    };
  if (document.feed !== undefined)
    return { kind: "urlset", format: "atom", entries: readFeed(document.feed?.entry), parseError: null };
  return {
    kind: "invalid",
    format: "xml",
    entries: [],
    parseError: "Root element is neither <urlset>, <sitemapindex>, <rss> nor <feed>",
  };
}
