import { checkSiteUrl, type ProviderBacklinksQuery } from "@sitelens/shared";
import { AppError } from "../errors/app-error";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { siteUrlError } from "../sites/site-url-error";

/**
 * Spec §5 Backlink: one of the user's sites or a typed, valid URL. A bare domain is looked up as a
 * domain, a URL with a path as that page.
 */
export async function resolveBacklinkTarget(
  context: ServerContext,
  userId: string,
  query: Pick<ProviderBacklinksQuery, "siteId" | "url">,
): Promise<string> {
  const input = query.siteId
    ? (await findOwnedSite(context.database, userId, query.siteId)).url
    : query.url?.trim();
  if (!input) throw new AppError("backlink_target_missing");
  const checked = checkSiteUrl(input);
  if (!checked.ok) throw siteUrlError(checked.error);
  const url = new URL(checked.url);
  const bare = url.hostname.replace(/^www\./, "");
  return url.pathname === "/" && !url.search ? bare : checked.url;
}
