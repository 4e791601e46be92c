import { isNotNull, or } from "drizzle-orm";
import { z } from "zod";
import { siteGoogleProperties } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { loadPlanLimits } from "../plans-limits/load-plan-limits";
import { refreshGoogleDataJob } from "./refresh-google-data-job";

/**
 * Daily: one refresh per site with a chosen property, spread over an hour so a large
 * installation does not hit Google (and its own worker) all at once. Sites of users whose plan no
 * longer grants the tools are skipped (their last report stays; it refreshes when they upgrade).
 */
export const scheduleGoogleRefreshJob = defineJob({
  name: "schedule-google-refresh",
  payload: z.object({}).passthrough(),
  options: { retryLimit: 1 },
  async handle(_payload, context) {
    const all = await context.database.db
      .select({ siteId: siteGoogleProperties.siteId, userId: siteGoogleProperties.userId })
      .from(siteGoogleProperties)
      .where(
        or(isNotNull(siteGoogleProperties.searchConsoleSiteUrl), isNotNull(siteGoogleProperties.ga4Property)),
      );
    const allowed = new Map<string, boolean>();
    for (const { userId } of all)
      if (!allowed.has(userId))
        allowed.set(
          userId,
          await loadPlanLimits(context.database, userId).then(
            (limits) => limits.canAccessFeatures,
            () => false,
          ),
        );
    const rows = all.filter((row) => allowed.get(row.userId));
    for (const [index, { siteId }] of rows.entries())
      await enqueueJob(
        context.boss,
        refreshGoogleDataJob,
        { siteId },
        { singletonKey: siteId, startAfterSeconds: Math.floor((index / Math.max(rows.length, 1)) * 3600) },
      );
  },
});
