/** A page's URL as the site's pages table keeps it: path and query, always starting with '/'. */
export function pagePath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
