import { and, eq, lt } from "drizzle-orm";
import { visibilityRuns } from "../db/schema";
import { unfinishedWork } from "../jobs/unfinished-work";
import { measureVisibilityJob } from "./measure-visibility-job";

/**
 * A run still `running` whose measure job has ended (its worker was killed) fails, so "Measure now",
 * disabled while a run is running, comes back.
 */
export const unfinishedVisibilityRuns = unfinishedWork({
  job: measureVisibilityJob,
  ownedByJob: true,
  find: (database, startedBefore) =>
    database.db
      .select({
        id: visibilityRuns.id,
        jobId: visibilityRuns.jobId,
        startedAt: visibilityRuns.startedAt,
      })
      .from(visibilityRuns)
      .where(and(eq(visibilityRuns.status, "running"), lt(visibilityRuns.startedAt, startedBefore))),
  async giveUp({ database }, run) {
    await database.db
      .update(visibilityRuns)
      .set({ status: "failed", error: "interrupted", finishedAt: new Date() })
      .where(and(eq(visibilityRuns.id, run.id), eq(visibilityRuns.status, "running")));
  },
});
