import { registrableDomainOfHost } from "@sitelens/shared/sites/site-domains";

/** The registrable domain of a host name (www.shop.example.com.tr -> example.com.tr), as plan limits count it. */
export function siteKeyOfHost(hostname: string): string {
  return registrableDomainOfHost(hostname);
}

export function siteKey(url: string): string {
  return siteKeyOfHost(new URL(url).hostname);
}

/** www.example.com and example.com are one site (spec §5); other subdomains are sites of their own. */
const hostKey = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "");

/** "/blog/yazi" scopes a crawl to "/blog/"; a file-like last segment or the root scopes it to the whole host. */
function pathPrefixOf(pathname: string): string {
  const directory = pathname.endsWith("/") ? pathname : pathname.replace(/\/[^/]*\.[^/]*$/, "/");
  return directory.endsWith("/") ? directory : `${directory}/`;
}

export interface SiteScope {
  /** The host part of the scope, for cheap checks before a URL is parsed. */
  includesHost(hostname: string): boolean;
  includes(url: string | URL): boolean;
  /** A start URL that redirects (example.com -> shop.example.net/tr/) makes where it lands ours too. */
  adopt(url: string): void;
  /** Distinct URLs that links or sitemaps offered but lay outside the scope, with a short sample. */
  outOfScope(): { count: number; sample: string[] };
}

const SAMPLE_SIZE = 20;
const MAX_REMEMBERED = 100_000;

/**
 * Decides which URLs belong to the site being crawled: the added site's host (www and apex together) and,
 * when the site was added with a path (example.com/blog), only URLs under that path.
 */
export function createSiteMatcher(startUrl: string): SiteScope {
  const scopes = new Map<string, Set<string>>();
  const addScope = (url: URL) => {
    const key = hostKey(url.hostname);
    const prefixes = scopes.get(key) ?? new Set<string>();
    prefixes.add(pathPrefixOf(url.pathname));
    scopes.set(key, prefixes);
  };
  addScope(new URL(startUrl));
  const registrable = siteKey(startUrl);
  // Only the same organisation's other hosts and paths are worth reporting, not every external link.
  const outside = new Set<string>();
  const includes = (input: string | URL) => {
    const url = typeof input === "string" ? new URL(input) : input;
    const prefixes = scopes.get(hostKey(url.hostname));
    const path = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
    const inside = prefixes !== undefined && [...prefixes].some((prefix) => path.startsWith(prefix));
    if (!inside && outside.size < MAX_REMEMBERED && siteKeyOfHost(url.hostname) === registrable)
      outside.add(url.href);
    return inside;
  };
  return {
    includesHost: (hostname) => scopes.has(hostKey(hostname)),
    includes,
    adopt: (url) => addScope(new URL(url)),
    outOfScope: () => ({ count: outside.size, sample: [...outside].slice(0, SAMPLE_SIZE) }),
  };
}
