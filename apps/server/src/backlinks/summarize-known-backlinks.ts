import {
  type BacklinkSummary,
  backlinkTypeSchema,
  knownBacklinkStatusSchema,
  registrableDomain,
} from "@sitelens/shared";
import type { KnownBacklinkRow } from "./known-backlink-to-api";

const DAY_MS = 86_400_000;
const TOP_ANCHORS = 10;

/** Totals over all of a site's known links: the figures above the table. */
export function summarizeKnownBacklinks(rows: KnownBacklinkRow[], now = new Date()): BacklinkSummary {
  const byStatus = Object.fromEntries(knownBacklinkStatusSchema.options.map((status) => [status, 0]));
  const byType = Object.fromEntries(backlinkTypeSchema.options.map((type) => [type, 0]));
  const domains = new Set<string>();
  const anchors = new Map<string, number>();
  let lastChecked: Date | null = null;
  for (const row of rows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    if (row.linkType) byType[row.linkType] = (byType[row.linkType] ?? 0) + 1;
    if (row.status === "active" || row.status === "redirect") domains.add(registrableDomain(row.sourceUrl));
    const anchor = row.anchor?.trim();
    if (row.status === "active" && anchor) anchors.set(anchor, (anchors.get(anchor) ?? 0) + 1);
    if (row.lastChecked && (!lastChecked || row.lastChecked > lastChecked)) lastChecked = row.lastChecked;
  }
  return {
    total: rows.length,
    byStatus: byStatus as BacklinkSummary["byStatus"],
    byType: byType as BacklinkSummary["byType"],
    referringDomains: domains.size,
    indexable: rows.filter((row) => row.status === "active" && row.indexable === true).length,
    lostLast30Days: rows.filter((row) => row.lostAt && now.getTime() - row.lostAt.getTime() <= 30 * DAY_MS)
      .length,
    topAnchors: [...anchors]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_ANCHORS)
      .map(([anchor, links]) => ({ anchor, links })),
    lastChecked: (lastChecked as Date | null)?.toISOString() ?? null,
  };
}
