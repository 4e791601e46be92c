import { type KnownBacklinksQuery, toCsv } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { knownBacklinks } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { filterKnownBacklinks } from "./filter-known-backlinks";

const HEADER = [
  "source_url",
  "status",
  "reason",
  "anchor",
  "link_type",
  "rel",
  "target_url",
  "indexable",
  "indexability",
  "first_seen",
  "last_seen",
  "lost_at",
  "last_checked",
];

/** The filtered known links of a site as CSV (every page, not just the one shown). */
export async function exportKnownBacklinks(
  database: Database,
  userId: string,
  siteId: string,
  query: Pick<KnownBacklinksQuery, "status" | "type" | "q">,
): Promise<string> {
  const site = await findOwnedSite(database, userId, siteId);
  const rows = await database.db
    .select()
    .from(knownBacklinks)
    .where(and(eq(knownBacklinks.siteId, site.id), eq(knownBacklinks.userId, userId)))
    .orderBy(knownBacklinks.sourceUrl);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return toCsv([
    HEADER,
    ...filterKnownBacklinks(rows, query).map((row) => [
      row.sourceUrl,
      row.status,
      row.reason,
      row.anchor,
      row.linkType,
      row.rel.join(" "),
      row.targetUrl,
      row.indexable,
      row.indexability.join(" "),
      iso(row.firstSeen),
      iso(row.lastSeen),
      iso(row.lostAt),
      iso(row.lastChecked),
    ]),
  ]);
}
