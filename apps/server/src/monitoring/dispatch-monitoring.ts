import type { MonitoringFrequency } from "@sitelens/shared";
import { and, asc, eq, lte } from "drizzle-orm";
import { siteMonitoring } from "../db/schema";
import type { ServerContext } from "../server-context";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import { ensureSiteMonitoring } from "./ensure-site-monitoring";
import { nextMonitoringSlot } from "./next-monitoring-slot";
import { startScheduledAnalysis } from "./start-scheduled-analysis";

const BATCH = 100;

/** What runs: the user's choice, but never more often than the plan allows. */
export function effectiveFrequency(
  chosen: MonitoringFrequency,
  plan: MonitoringFrequency,
): MonitoringFrequency {
  return plan === "daily" ? chosen : "weekly";
}

/**
 * Starts the analyses whose monitoring slot has come. Each slot is claimed by moving next_run_at
 * on with a conditional update on its old value: of several workers dispatching at once exactly
 * one claims it, and a restart loses nothing (the slot stays due until claimed). Returns the number started.
 */
export async function dispatchMonitoring(
  context: Pick<ServerContext, "database" | "boss" | "logger">,
  now = new Date(),
): Promise<number> {
  const { database } = context;
  await ensureSiteMonitoring(database, now);
  const due = await database.db
    .select()
    .from(siteMonitoring)
    .where(and(eq(siteMonitoring.paused, false), lte(siteMonitoring.nextRunAt, now)))
    .orderBy(asc(siteMonitoring.nextRunAt))
    .limit(BATCH);
  const plans = new Map<string, MonitoringFrequency>();
  let started = 0;
  for (const row of due) {
    if (!plans.has(row.userId))
      plans.set(row.userId, (await loadPlanQuotas(database, row.userId, now)).capacity.monitoringFrequency);
    const frequency = effectiveFrequency(row.frequency, plans.get(row.userId)!);
    const claimed = await database.db
      .update(siteMonitoring)
      .set({ nextRunAt: nextMonitoringSlot(row.siteId, frequency, now), lastRunAt: now })
      .where(and(eq(siteMonitoring.siteId, row.siteId), eq(siteMonitoring.nextRunAt, row.nextRunAt)))
      .returning({ siteId: siteMonitoring.siteId });
    if (claimed.length === 0) continue;
    const skipped = await startScheduledAnalysis(context, row, row.nextRunAt);
    await database.db
      .update(siteMonitoring)
      .set({ lastSkipReason: skipped })
      .where(eq(siteMonitoring.siteId, row.siteId));
    if (skipped) context.logger.info({ siteId: row.siteId, skipped }, "monitoring slot ran nothing");
    else started += 1;
  }
  return started;
}
