import { getDomain, getHostname } from "tldts";

/**
 * The Search Console property that covers a site's URL: the URL-prefix property with the longest
 * matching prefix (same scheme and host, exact; Search Console treats www and http as different),
 * else the domain property of the site's host or its registrable domain. Unverified entries are
 * skipped: they return no data.
 */
export function matchSearchConsoleProperty(
  siteUrl: string,
  properties: { siteUrl: string; permissionLevel: string }[],
): string | null {
  const usable = properties.filter((entry) => entry.permissionLevel !== "siteUnverifiedUser");
  const normalized = withTrailingSlash(siteUrl.toLowerCase());
  const prefixes = usable
    .filter((entry) => !entry.siteUrl.startsWith("sc-domain:"))
    .filter((entry) => normalized.startsWith(withTrailingSlash(entry.siteUrl.toLowerCase())))
    .sort((a, b) => b.siteUrl.length - a.siteUrl.length);
  if (prefixes[0]) return prefixes[0].siteUrl;
  const host = getHostname(siteUrl)?.toLowerCase() ?? "";
  const domain = getDomain(siteUrl)?.toLowerCase() ?? "";
  const domains = usable.filter((entry) => entry.siteUrl.startsWith("sc-domain:"));
  const byHost = domains.find((entry) => entry.siteUrl.slice(10).toLowerCase() === host);
  const byDomain = domains.find((entry) => entry.siteUrl.slice(10).toLowerCase() === domain);
  return (byHost ?? byDomain)?.siteUrl ?? null;
}

function withTrailingSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** The GA4 property whose display name names the site's host or registrable domain, when exactly one does. */
export function matchGa4Property(siteUrl: string, properties: { property: string; displayName: string }[]) {
  const host = (getHostname(siteUrl) ?? "").toLowerCase().replace(/^www\./, "");
  const domain = (getDomain(siteUrl) ?? "").toLowerCase();
  if (!host) return null;
  const fits = properties.filter((entry) => {
    const name = entry.displayName.toLowerCase();
    return name.includes(host) || (domain !== "" && name.includes(domain));
  });
  return fits.length === 1 ? fits[0]!.property : null;
}
