import type { KnownBacklink } from "@sitelens/shared";
import type { knownBacklinks } from "../db/schema";

export type KnownBacklinkRow = typeof knownBacklinks.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function knownBacklinkToApi(row: KnownBacklinkRow): KnownBacklink {
  return {
    id: row.id,
    siteId: row.siteId,
    sourceUrl: row.sourceUrl,
    finalSourceUrl: row.finalSourceUrl,
    status: row.status,
    reason: row.reason as KnownBacklink["reason"],
    sourceHttpStatus: row.sourceHttpStatus,
    targetUrl: row.targetUrl,
    targetHttpStatus: row.targetHttpStatus,
    targetLocation: row.targetLocation,
    anchor: row.anchor,
    rel: row.rel,
    linkType: row.linkType as KnownBacklink["linkType"],
    indexable: row.indexable,
    indexability: row.indexability as KnownBacklink["indexability"],
    pageNofollow: row.pageNofollow,
    origin: row.origin,
    firstSeen: iso(row.firstSeen),
    lastSeen: iso(row.lastSeen),
    lostAt: iso(row.lostAt),
    lastChecked: iso(row.lastChecked),
    createdAt: row.createdAt.toISOString(),
  };
}
