import { AppError } from "../errors/app-error";

const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "");

/**
 * The page to read: the home page when empty, a path of the site, or a full URL on the site's
 * host (www or not). Anything else is refused before any request leaves the server.
 */
export function resolvePageUrl(siteUrl: string, pageUrl: string | undefined): string {
  const site = new URL(siteUrl);
  const input = pageUrl?.trim();
  if (!input) return site.href;
  let target: URL;
  try {
    target = input.startsWith("/")
      ? new URL(input, site)
      : new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    throw new AppError("page_outside_site");
  }
  if (!/^https?:$/.test(target.protocol) || host(target) !== host(site))
    throw new AppError("page_outside_site");
  target.hash = "";
  return target.href;
}
