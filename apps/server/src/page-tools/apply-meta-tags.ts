import { randomUUID } from "node:crypto";
import type { AppliedMeta, ApplyMetaRequest } from "@sitelens/shared";
import { pagePath } from "../analysis/page-path";
import type { Database } from "../db/database";
import { sitePages } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { resolvePageUrl } from "./resolve-page-url";

/**
 * Stores the chosen title and description on the site's pages table as the page's suggested fix
 * (the page's own tags stay as crawled until the next analysis reads the change).
 */
export async function applyMetaTags(
  database: Database,
  userId: string,
  input: ApplyMetaRequest,
): Promise<AppliedMeta> {
  const site = await findOwnedSite(database, userId, input.siteId);
  const url = pagePath(resolvePageUrl(site.url, input.pageUrl));
  const suggestion = { suggestedMetaTitle: input.title, suggestedMetaDescription: input.description };
  await database.db
    .insert(sitePages)
    .values({ id: randomUUID(), siteId: site.id, url, addedManually: false, ...suggestion })
    .onConflictDoUpdate({ target: [sitePages.siteId, sitePages.url], set: suggestion });
  return { url, ...suggestion };
}
