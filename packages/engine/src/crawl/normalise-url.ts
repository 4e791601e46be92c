/**
 * The form under which a URL is queued and deduplicated: absolute http(s), no fragment, query kept as is
 * (parameter order can change what a server returns). Returns null for anything we do not crawl.
 */
export function normaliseUrl(href: string, base?: string): string | null {
  return parseCrawlableUrl(href, base)?.href ?? null;
}

/** Like normaliseUrl, but hands back the parsed URL so callers need not parse it again. */
export function parseCrawlableUrl(href: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.hash) url.hash = "";
  return url;
}
