import { eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { siteMonitoring, sites } from "../db/schema";
import { nextMonitoringSlot } from "./next-monitoring-slot";

const BATCH = 500;

/**
 * Gives every site without one its monitoring row: weekly, next slot at its own time. Sites are
 * added in many places (and existed before monitoring), so the dispatcher fills the gaps rather
 * than every insert remembering to.
 */
export async function ensureSiteMonitoring(database: Database, now: Date): Promise<void> {
  const missing = await database.db
    .select({ id: sites.id, userId: sites.userId })
    .from(sites)
    .leftJoin(siteMonitoring, eq(siteMonitoring.siteId, sites.id))
    .where(isNull(siteMonitoring.siteId))
    .limit(BATCH);
  if (missing.length === 0) return;
  await database.db
    .insert(siteMonitoring)
    .values(
      missing.map((site) => ({
        siteId: site.id,
        userId: site.userId,
        nextRunAt: nextMonitoringSlot(site.id, "weekly", now),
      })),
    )
    .onConflictDoNothing();
}
