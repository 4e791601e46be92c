import type { CompetitorList } from "@sitelens/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { competitors } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import { competitorToApi } from "./competitor-to-api";

/** A site's competitors, oldest first, with the plan's slots. */
export async function listCompetitors(
  database: Database,
  userId: string,
  siteId: string,
): Promise<CompetitorList> {
  const site = await findOwnedSite(database, userId, siteId);
  const rows = await database.db
    .select()
    .from(competitors)
    .where(and(eq(competitors.siteId, site.id), eq(competitors.userId, userId)))
    .orderBy(asc(competitors.createdAt));
  const { capacity } = await loadPlanQuotas(database, userId);
  return {
    competitors: rows.map(competitorToApi),
    slots: { used: rows.length, limit: capacity.competitorSlotsPerSite },
  };
}
