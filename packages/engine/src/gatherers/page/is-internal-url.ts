import { siteKeyOfHost } from "../../crawl/create-site-matcher";

/** Internal = same registrable domain, as the crawler decides; verdicts are cached per host. */
export function createInternalHostMatcher(siteHost: string): (host: string) => boolean {
  const key = siteKeyOfHost(siteHost);
  const verdicts = new Map<string, boolean>();
  return (host) => {
    let verdict = verdicts.get(host);
    if (verdict === undefined) {
      verdict = siteKeyOfHost(host) === key;
      verdicts.set(host, verdict);
    }
    return verdict;
  };
}

/** The same verdict for a whole URL. */
export function createInternalMatcher(siteHost: string): (url: string) => boolean {
  const isInternalHost = createInternalHostMatcher(siteHost);
  return (url) => isInternalHost(new URL(url).hostname);
}
