import type { KnownBacklinksQuery, KnownBacklinksResponse } from "@sitelens/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { knownBacklinks } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { filterKnownBacklinks } from "./filter-known-backlinks";
import { knownBacklinkToApi } from "./known-backlink-to-api";
import { summarizeKnownBacklinks } from "./summarize-known-backlinks";

/** One page of a site's known links with the filters applied, and the summary over all of them. */
export async function listKnownBacklinks(
  database: Database,
  userId: string,
  siteId: string,
  query: KnownBacklinksQuery,
): Promise<KnownBacklinksResponse> {
  const site = await findOwnedSite(database, userId, siteId);
  const rows = await database.db
    .select()
    .from(knownBacklinks)
    .where(and(eq(knownBacklinks.siteId, site.id), eq(knownBacklinks.userId, userId)))
    .orderBy(desc(knownBacklinks.createdAt), knownBacklinks.sourceUrl);
  const filtered = filterKnownBacklinks(rows, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    links: filtered.slice(start, start + query.pageSize).map(knownBacklinkToApi),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    summary: summarizeKnownBacklinks(rows),
  };
}
