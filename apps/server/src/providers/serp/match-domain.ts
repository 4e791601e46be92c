import type { SerpOrganicResult } from "./types";

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");

/** True when url's host is domain or one of its subdomains (www ignored on both sides). */
export function urlMatchesDomain(url: string, domain: string): boolean {
  let host: string;
  try {
    host = bare(new URL(url).hostname);
  } catch {
    return false;
  }
  const target = bare(domain);
  return host === target || host.endsWith(`.${target}`);
}

export function findMatch(
  organic: SerpOrganicResult[],
  domain: string | undefined,
): SerpOrganicResult | null {
  if (!domain) return null;
  return organic.find((result) => urlMatchesDomain(result.url, domain)) ?? null;
}
