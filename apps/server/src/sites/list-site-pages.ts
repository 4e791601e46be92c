import type { SitePage } from "@sitelens/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sitePages } from "../db/schema";
import { findOwnedSite } from "./find-owned-site";

export function pageToApi(row: typeof sitePages.$inferSelect): SitePage {
  const { siteId: _site, analyzedAt, ...rest } = row;
  return { ...rest, analyzedAt: analyzedAt?.toISOString() ?? null };
}

/** The user's site pages, by path. */
export async function listSitePages(database: Database, userId: string, siteId: string): Promise<SitePage[]> {
  await findOwnedSite(database, userId, siteId);
  const rows = await database.db
    .select()
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId))
    .orderBy(asc(sitePages.url));
  return rows.map(pageToApi);
}
