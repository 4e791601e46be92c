import { randomUUID } from "node:crypto";
import {
  type AddCompetitorRequest,
  type Competitor,
  checkSiteUrl,
  registrableDomain,
} from "@sitelens/shared";
import { and, count, eq } from "drizzle-orm";
import { competitors } from "../db/schema";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { siteUrlError } from "../sites/site-url-error";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import { competitorToApi } from "./competitor-to-api";
import { startCompetitorAnalysis } from "./start-competitor-analysis";

/**
 * Spec §5 Competitor: a name and a URL that follows the site URL rules, on another domain than
 * the site, not added twice, within the plan's slots per site. Queues its first analysis (counted).
 */
export async function addCompetitor(
  context: ServerContext,
  userId: string,
  siteId: string,
  input: AddCompetitorRequest,
): Promise<Competitor> {
  const { db } = context.database;
  const site = await findOwnedSite(context.database, userId, siteId);
  await requireFeatureAccess(context.database, userId);
  const checked = checkSiteUrl(input.url);
  if (!checked.ok) throw siteUrlError(checked.error);
  const domain = registrableDomain(checked.url);
  if (domain === registrableDomain(site.url)) throw new AppError("competitor_is_site");
  const [existing] = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.siteId, site.id), eq(competitors.domain, domain)));
  if (existing) throw new AppError("duplicate_competitor");
  const { capacity } = await loadPlanQuotas(context.database, userId);
  const [used] = await db.select({ value: count() }).from(competitors).where(eq(competitors.siteId, site.id));
  const limit = capacity.competitorSlotsPerSite;
  if (limit !== -1 && (used?.value ?? 0) >= limit)
    throw new AppError("competitor_slots_full", undefined, { limit });
  const id = randomUUID();
  const [row] = await db
    .insert(competitors)
    .values({
      id,
      userId,
      siteId: site.id,
      name: input.name,
      url: checked.url,
      domain,
      source: input.source ?? "manual",
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("duplicate_competitor");
  try {
    await startCompetitorAnalysis(context, row, { counted: true });
  } catch (error) {
    // Nothing was analysed: the slot is given back with the row.
    await db.delete(competitors).where(eq(competitors.id, id));
    throw error;
  }
  return competitorToApi({ ...row, status: "analyzing" });
}
