import { getDomain } from "tldts";

/** The registrable domain (www.shop.example.com.tr -> example.com.tr); the host itself for IPs and localhost. */
export function siteKey(url: string): string {
  const { hostname } = new URL(url);
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname;
}

/** Decides which URLs belong to the site being crawled: same registrable domain, so www and bare are one. */
export function createSiteMatcher(startUrl: string) {
  const keys = new Set([siteKey(startUrl)]);
  return {
    includes: (url: string) => keys.has(siteKey(url)),
    /** A start URL that redirects to another domain (example.com -> example.net) makes that domain ours too. */
    adopt: (url: string) => void keys.add(siteKey(url)),
  };
}
