import { parseCrawlableUrl } from "../../crawl/normalise-url";
import { detachString } from "../detach-string";

export interface ResolvedLink {
  href: string;
  host: string;
}

/**
 * Resolved links per base origin, by raw href, shared across pages: navigation and footers repeat the same
 * links on every page of a site, and URL parsing was a tenth of gathering a page. A map per origin, so a lookup
 * hashes only the href (a key of origin and href was a new string to join, flatten and hash for every link).
 * CACHE_LIMIT bounds the entries of all origins together: a worker process scans one site after another.
 */
const cacheByOrigin = new Map<string, Map<string, ResolvedLink | null>>();
const CACHE_LIMIT = 20_000;
const ORIGIN_LIMIT = 64;
let cachedLinks = 0;

function cacheFor(origin: string): Map<string, ResolvedLink | null> {
  let cache = cacheByOrigin.get(origin);
  if (!cache) {
    if (cacheByOrigin.size >= ORIGIN_LIMIT) {
      clearCachedLinks();
      cacheByOrigin.clear();
    }
    cache = new Map();
    cacheByOrigin.set(origin, cache);
  }
  return cache;
}

/** Empties every origin's map in place, so resolvers already holding one keep a bounded, shared map. */
function clearCachedLinks(): void {
  for (const cache of cacheByOrigin.values()) cache.clear();
  cachedLinks = 0;
}

/** Resolves hrefs against one base URL (crawlable http(s) only, fragment dropped), as normaliseUrl does. */
export function createLinkResolver(base: string): (raw: string) => ResolvedLink | null {
  const url = new URL(base);
  // Scheme, credentials, host and port: all that an absolute or root-relative href takes from its base.
  const cache = cacheFor(url.href.slice(0, url.href.indexOf("/", url.protocol.length + 2)));
  return (raw) => {
    const cacheable = pathIndependent(raw);
    if (cacheable) {
      const hit = cache.get(raw);
      if (hit !== undefined) return hit;
    }
    const parsed = parseCrawlableUrl(raw, base);
    const resolved = parsed ? { href: parsed.href, host: parsed.hostname } : null;
    if (cacheable) {
      if (cachedLinks >= CACHE_LIMIT) clearCachedLinks();
      // The raw href is a view on the page body: a key holding it would keep every cached page's body alive.
      cache.set(detachString(raw), resolved);
      cachedLinks++;
    }
    return resolved;
  };
}

/**
 * Hrefs whose resolution does not read the base's path or query: root- and protocol-relative ones (a
 * backslash is a slash in http URLs) and absolute http(s) URLs. "http:foo" is relative, so the slashes count.
 */
function pathIndependent(raw: string): boolean {
  const href = raw.trimStart();
  const first = href.charCodeAt(0);
  return first === 0x2f || first === 0x5c || href.startsWith("https://") || href.startsWith("http://");
}
