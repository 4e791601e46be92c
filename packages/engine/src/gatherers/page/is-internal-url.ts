import { siteKeyOfHost } from "../../crawl/create-site-matcher";

/** A process runs many scans, each of one site; a few dozen sites' verdicts cover them. */
const MAX_SITES = 64;
/** Links reach few hosts on most sites, but a link directory can name thousands. */
const MAX_VERDICTS_PER_SITE = 10_000;
const matchers = new Map<string, (host: string) => boolean>();

/**
 * Internal = same registrable domain, as the crawler decides. Verdicts are cached per site host across pages:
 * every page of a scan asks about the same hosts, and each new verdict is a public-suffix lookup.
 */
export function internalHostMatcher(siteHost: string): (host: string) => boolean {
  const known = matchers.get(siteHost);
  if (known) return known;
  const key = siteKeyOfHost(siteHost);
  const verdicts = new Map<string, boolean>();
  const matcher = (host: string) => {
    let verdict = verdicts.get(host);
    if (verdict === undefined) {
      if (verdicts.size >= MAX_VERDICTS_PER_SITE) verdicts.clear();
      verdict = siteKeyOfHost(host) === key;
      verdicts.set(host, verdict);
    }
    return verdict;
  };
  if (matchers.size >= MAX_SITES) matchers.clear();
  matchers.set(siteHost, matcher);
  return matcher;
}

/** The same verdict for a whole URL. */
export function internalUrlMatcher(siteHost: string): (url: string) => boolean {
  const isInternalHost = internalHostMatcher(siteHost);
  return (url) => isInternalHost(new URL(url).hostname);
}
