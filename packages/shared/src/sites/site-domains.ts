import { getDomain } from "tldts";

export const UNLIMITED_SITES = -1;

/** The domain a site counts against (public suffix list: www and subdomains collapse, co.uk and com.tr respected). */
export function registrableDomain(url: string): string {
  const hostname = new URL(url).hostname.toLowerCase();
  return getDomain(hostname) ?? hostname;
}

/** Spec §5 Site limit: distinct registrable domains. */
export function countSiteDomains(urls: readonly string[]): number {
  return new Set(urls.map(registrableDomain)).size;
}

/** A URL of an already-counted domain is always allowed; -1 is unlimited. */
export function isWithinSiteLimit(url: string, existingUrls: readonly string[], siteLimit: number): boolean {
  if (siteLimit === UNLIMITED_SITES) return true;
  const counted = new Set(existingUrls.map(registrableDomain));
  if (counted.has(registrableDomain(url))) return true;
  return counted.size < siteLimit;
}
