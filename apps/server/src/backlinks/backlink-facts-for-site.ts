import type { BacklinkFacts } from "@sitelens/engine";
import { registrableDomain } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { knownBacklinks } from "../db/schema";
import { OPEN_PAGERANK_SCALE } from "../providers/authority/openpagerank";
import type { ServerContext } from "../server-context";
import { openPageRanks } from "./open-page-ranks";

const QUALIFIERS = new Set(["nofollow", "ugc", "sponsored"]);

/**
 * What the engine's off-page audits may judge for a site: its known links as last verified by us,
 * and its Open PageRank when that key is configured. Null when there is neither (the audits then
 * say "no data"); a provider's index is not queried here, so an analysis never costs provider credit.
 */
export async function backlinkFactsForSite(
  context: ServerContext,
  site: { id: string; url: string },
): Promise<BacklinkFacts | null> {
  const rows = (
    await context.database.db.select().from(knownBacklinks).where(eq(knownBacklinks.siteId, site.id))
  ).filter((row) => row.lastChecked !== null);
  const domain = registrableDomain(site.url);
  const rank = (await openPageRanks(context, [domain])).get(domain) ?? null;
  if (rows.length === 0 && rank === null) return null;
  const active = rows.filter((row) => row.status === "active" || row.status === "redirect");
  return {
    source: "verified",
    activeLinks: active.length,
    followedLinks: active.filter((row) => !row.pageNofollow && !row.rel.some((rel) => QUALIFIERS.has(rel)))
      .length,
    lostLinks: rows.filter((row) => row.status === "broken" && row.lostAt !== null).length,
    referringDomains: new Set(active.map((row) => registrableDomain(row.sourceUrl))).size,
    authority: rank === null ? null : { value: rank, max: 10, scale: OPEN_PAGERANK_SCALE },
  };
}
