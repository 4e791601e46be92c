import type { SiteMonitoring, UpdateSiteMonitoring } from "@sitelens/shared";
import type { Database } from "../db/database";
import { siteMonitoring } from "../db/schema";
import { AppError } from "../errors/app-error";
import { findOwnedSite } from "../sites/find-owned-site";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import { siteMonitoringToApi } from "./get-site-monitoring";
import { nextMonitoringSlot } from "./next-monitoring-slot";

/**
 * Changes how often the user's site is re-analysed, or pauses it. Daily needs a plan that allows
 * it. The next slot is recomputed from now, so resuming never fires a slot missed while paused.
 */
export async function updateSiteMonitoring(
  database: Database,
  userId: string,
  siteId: string,
  change: UpdateSiteMonitoring,
  now = new Date(),
): Promise<SiteMonitoring> {
  await findOwnedSite(database, userId, siteId);
  const plan = (await loadPlanQuotas(database, userId, now)).capacity.monitoringFrequency;
  if (change.frequency === "daily" && plan !== "daily") throw new AppError("monitoring_daily_not_in_plan");
  const values = {
    frequency: change.frequency,
    paused: change.paused,
    nextRunAt: nextMonitoringSlot(siteId, change.frequency, now),
    lastSkipReason: null,
    updatedAt: now,
  };
  const [row] = await database.db
    .insert(siteMonitoring)
    .values({ siteId, userId, ...values })
    .onConflictDoUpdate({ target: siteMonitoring.siteId, set: values })
    .returning();
  return siteMonitoringToApi(row!, plan);
}
