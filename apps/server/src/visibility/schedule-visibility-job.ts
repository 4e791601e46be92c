import { eq } from "drizzle-orm";
import { z } from "zod";
import { sites, visibilitySettings } from "../db/schema";
import { AppError } from "../errors/app-error";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { configuredAiEngines } from "../providers/ai-engines/configured-ai-engines";
import { consumeUsage } from "../usage/consume-usage";
import { measureVisibilityJob } from "./measure-visibility-job";

/** Weekly: every site whose visibility was set up is measured again, within its owner's quota. */
export const scheduleVisibilityJob = defineJob({
  name: "schedule-ai-visibility",
  payload: z.object({}).default({}),
  options: { retryLimit: 1, expireInSeconds: 600 },
  async handle(_payload, { database, env, boss, logger }) {
    if (configuredAiEngines(env).length === 0) return;
    const rows = await database.db
      .select({ siteId: sites.id, userId: sites.userId })
      .from(visibilitySettings)
      .innerJoin(sites, eq(sites.id, visibilitySettings.siteId))
      .where(eq(sites.status, "completed"));
    let queued = 0;
    for (const row of rows) {
      try {
        await consumeUsage(database, row.userId, "ai_visibility_runs");
      } catch (error) {
        if (error instanceof AppError && error.code === "quota_exceeded") continue;
        throw error;
      }
      await enqueueJob(boss, measureVisibilityJob, row, { singletonKey: `visibility:${row.siteId}` });
      queued += 1;
    }
    logger.info({ sites: rows.length, queued }, "weekly AI visibility runs queued");
  },
});
