import { getDomain } from "tldts";

export const UNLIMITED_SITES = -1;

/**
 * The registrable domain of a host name, by the whole public suffix list: www and subdomains collapse, co.uk
 * and com.tr are respected, and so is the list's private section (github.io, vercel.app, myshopify.com…),
 * where every customer's name is a separate site. The plan's site count and the crawler's idea of one site
 * both use this, so they cannot disagree. Itself for IPs and localhost.
 */
export function registrableDomainOfHost(hostname: string): string {
  const host = hostname.toLowerCase();
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** The domain a site counts against. */
export function registrableDomain(url: string): string {
  return registrableDomainOfHost(new URL(url).hostname);
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
