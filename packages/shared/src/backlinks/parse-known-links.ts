import { registrableDomain } from "../sites/site-domains";

const CELL_SPLIT = /[,\t;]/;
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * Source page URLs out of what users paste: one URL per line, or a CSV such as Search Console's
 * "Top linking pages" / "Latest links" export (the first cell holding a URL wins; header rows and
 * blank lines are skipped). A bare domain (the "Top linking sites" export) stands for its home page.
 * Links from the site itself are internal, not backlinks.
 */
export function parseKnownLinks(text: string, siteUrl: string): { urls: string[]; ignored: number } {
  const site = registrableDomain(siteUrl);
  const urls = new Set<string>();
  let ignored = 0;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const url = line
      .split(CELL_SPLIT)
      .map((cell) => cell.trim().replace(/^"|"$/g, "").trim())
      .map(toUrl)
      .find((candidate) => candidate !== null);
    if (!url || registrableDomain(url) === site) {
      ignored += 1;
      continue;
    }
    urls.add(url);
  }
  return { urls: [...urls], ignored };
}

function toUrl(cell: string): string | null {
  const candidate = /^https?:\/\//i.test(cell) ? cell : BARE_DOMAIN.test(cell) ? `https://${cell}/` : null;
  if (!candidate || !URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  if (!url.hostname.includes(".")) return null;
  url.hash = "";
  return url.href;
}
