import type { Fetcher } from "../net/types";
import { parseSitemap } from "./parse-sitemap";
import type { SitemapDocument } from "./types";

/**
 * Bounds on sitemap discovery, so an index of indexes cannot make us fetch forever, and a site with millions of
 * sitemap URLs cannot fill memory (entries are kept for the site audits).
 */
export const SITEMAP_LIMITS = {
  maxDocuments: 50,
  maxIndexDepth: 2,
  maxTotalEntries: 200_000,
  /** The protocol's size limit for one uncompressed sitemap; pages keep their own, smaller cap. */
  maxBytes: 50 * 1024 * 1024,
};

function describeFailure(document: SitemapDocument["fetch"]): string {
  if (document.error) return `${document.error.code}: ${document.error.message}`;
  return `HTTP ${document.status}`;
}

async function fetchSitemap(fetcher: Fetcher, url: string, signal?: AbortSignal): Promise<SitemapDocument> {
  const fetched = await fetcher.fetch(url, {
    accept: "application/xml,text/xml;q=0.9,*/*;q=0.8",
    unwrapGzip: true,
    maxBodyBytes: SITEMAP_LIMITS.maxBytes,
    signal,
  });
  const usable = fetched.status >= 200 && fetched.status < 300 && !fetched.error;
  const parsed = usable
    ? parseSitemap(fetched.body)
    : { kind: "invalid" as const, format: "xml" as const, entries: [], parseError: describeFailure(fetched) };
  // The entries hold what audits need; dropping the XML keeps a 5 MB sitemap from staying in memory.
  return { url, fetch: { ...fetched, body: "" }, ...parsed };
}

/**
 * Sitemaps named in robots.txt, else /sitemap.xml, with indexes followed breadth first within SITEMAP_LIMITS.
 */
export async function fetchSitemaps(
  fetcher: Fetcher,
  declared: string[],
  origin: string,
  signal?: AbortSignal,
): Promise<SitemapDocument[]> {
  const documents: SitemapDocument[] = [];
  const seen = new Set<string>();
  let totalEntries = 0;
  const full = () =>
    documents.length >= SITEMAP_LIMITS.maxDocuments || totalEntries >= SITEMAP_LIMITS.maxTotalEntries;
  let level = (declared.length > 0 ? declared : [`${origin}/sitemap.xml`]).map((url) => ({ url, depth: 0 }));
  while (level.length > 0 && !full() && !signal?.aborted) {
    const next: typeof level = [];
    for (const { url, depth } of level) {
      if (seen.has(url) || full()) continue;
      seen.add(url);
      const document = await fetchSitemap(fetcher, url, signal);
      documents.push(document);
      if (document.kind === "urlset") totalEntries += document.entries.length;
      if (document.kind === "index" && depth < SITEMAP_LIMITS.maxIndexDepth) {
        next.push(...document.entries.map((entry) => ({ url: entry.loc, depth: depth + 1 })));
      }
    }
    level = next;
  }
  return documents;
}
