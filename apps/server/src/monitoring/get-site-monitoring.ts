import type { SiteMonitoring } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { siteMonitoring } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import { effectiveFrequency } from "./dispatch-monitoring";
import { nextMonitoringSlot } from "./next-monitoring-slot";

type MonitoringRow = typeof siteMonitoring.$inferSelect;

export function siteMonitoringToApi(
  row: MonitoringRow,
  planFrequency: SiteMonitoring["planFrequency"],
): SiteMonitoring {
  return {
    frequency: row.frequency,
    effectiveFrequency: effectiveFrequency(row.frequency, planFrequency),
    planFrequency,
    paused: row.paused,
    state: row.paused ? "paused" : row.lastSkipReason === "over_quota" ? "over_quota" : "active",
    nextRunAt: row.paused ? null : row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
  };
}

/** The schedule of the user's site (created with the weekly default on first read) and what the plan allows. */
export async function getSiteMonitoring(
  database: Database,
  userId: string,
  siteId: string,
  now = new Date(),
): Promise<SiteMonitoring> {
  await findOwnedSite(database, userId, siteId);
  await database.db
    .insert(siteMonitoring)
    .values({ siteId, userId, nextRunAt: nextMonitoringSlot(siteId, "weekly", now) })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(siteMonitoring).where(eq(siteMonitoring.siteId, siteId));
  const plan = await loadPlanQuotas(database, userId, now);
  return siteMonitoringToApi(row!, plan.capacity.monitoringFrequency);
}
