import { isNull, lt, min, or } from "drizzle-orm";
import { z } from "zod";
import { knownBacklinks } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { loadPlanQuotas } from "../usage/load-plan-quotas";
import { verifyBacklinksJob } from "./verify-backlinks-job";

const HOUR_MS = 3_600_000;
/** A little under the period, so an hourly sweep never pushes a daily check a day late. */
const PERIOD_MS = { daily: 23 * HOUR_MS, weekly: 7 * 24 * HOUR_MS - HOUR_MS } as const;

/**
 * Hourly sweep: every site whose known links were last checked longer ago than the plan's
 * monitoring frequency (daily or weekly) gets a verification run. Scheduled runs are not counted.
 */
export async function reverifyDueBacklinks(context: ServerContext, now = new Date()): Promise<number> {
  const { db } = context.database;
  const stale = await db
    .select({
      siteId: knownBacklinks.siteId,
      userId: knownBacklinks.userId,
      oldest: min(knownBacklinks.lastChecked),
    })
    .from(knownBacklinks)
    .where(
      or(
        isNull(knownBacklinks.lastChecked),
        lt(knownBacklinks.lastChecked, new Date(now.getTime() - PERIOD_MS.daily)),
      ),
    )
    .groupBy(knownBacklinks.siteId, knownBacklinks.userId);
  let queued = 0;
  for (const site of stale) {
    const { capacity } = await loadPlanQuotas(context.database, site.userId, now);
    const oldest = site.oldest ? new Date(site.oldest).getTime() : 0;
    if (now.getTime() - oldest < PERIOD_MS[capacity.monitoringFrequency]) continue;
    await enqueueJob(
      context.boss,
      verifyBacklinksJob,
      { siteId: site.siteId, userId: site.userId, onlyPending: false },
      { singletonKey: `verify-backlinks:${site.siteId}` },
    );
    queued += 1;
  }
  return queued;
}

export const reverifyBacklinksJob = defineJob({
  name: "reverify-backlinks",
  payload: z.object({}).default({}),
  options: { retryLimit: 0, expireInSeconds: 600 },
  async handle(_payload, context) {
    await reverifyDueBacklinks(context);
  },
});
