import { registrableDomainOfHost } from "@sitelens/shared";

/** The registrable domain of a host name (www.shop.example.com.tr -> example.com.tr), as plan limits count it. */
export function siteKeyOfHost(hostname: string): string {
  return registrableDomainOfHost(hostname);
}

export function siteKey(url: string): string {
  return siteKeyOfHost(new URL(url).hostname);
}

/** Decides which URLs belong to the site being crawled: same registrable domain, so www and bare are one. */
export function createSiteMatcher(startUrl: string) {
  const keys = new Set([siteKey(startUrl)]);
  // A crawl sees few distinct hosts and many links: remember each host's verdict.
  const verdicts = new Map<string, boolean>();
  const includesHost = (hostname: string) => {
    let verdict = verdicts.get(hostname);
    if (verdict === undefined) {
      verdict = keys.has(siteKeyOfHost(hostname));
      verdicts.set(hostname, verdict);
    }
    return verdict;
  };
  return {
    includesHost,
    includes: (url: string) => includesHost(new URL(url).hostname),
    /** A start URL that redirects to another domain (example.com -> example.net) makes that domain ours too. */
    adopt: (url: string) => {
      keys.add(siteKey(url));
      verdicts.clear();
    },
  };
}
