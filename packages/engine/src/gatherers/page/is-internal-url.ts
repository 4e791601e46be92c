import { siteKeyOfHost } from "../../crawl/create-site-matcher";

/** Internal = same registrable domain, as the crawler decides; verdicts are cached per host. */
export function createInternalMatcher(siteHost: string): (url: string) => boolean {
  const key = siteKeyOfHost(siteHost);
  const verdicts = new Map<string, boolean>();
  return (url) => {
    const host = new URL(url).hostname;
    let verdict = verdicts.get(host);
    if (verdict === undefined) {
      verdict = siteKeyOfHost(host) === key;
      verdicts.set(host, verdict);
    }
    return verdict;
  };
}
