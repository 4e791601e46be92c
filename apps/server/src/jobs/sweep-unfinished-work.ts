import type { ServerContext } from "../server-context";
import { attemptsBudgetMs, type UnfinishedWork } from "./unfinished-work";

/** A row this young may belong to a job that is only being queued. */
const GRACE_MS = 60_000;
/** pg-boss states in which the job may still write the row (a retry included). */
const LIVE_STATES = new Set(["created", "retry", "active"]);

/**
 * Gives up every family's non-terminal row whose job is no longer live in pg-boss (failed for good,
 * cancelled, completed without writing, deleted) or that has outlived every attempt of its job.
 * pg-boss fails an attempt whose worker stopped heartbeating, so a killed worker's row is caught
 * once its job has no retry left. Returns how many rows it gave up.
 */
export async function sweepUnfinishedWork(
  context: ServerContext,
  families: UnfinishedWork[],
  now = Date.now(),
): Promise<number> {
  let givenUp = 0;
  for (const family of families) {
    const budgetMs = attemptsBudgetMs(family.job.options);
    const rows = await family.find(context.database, new Date(now - GRACE_MS));
    for (const row of rows) {
      const outlived = (row.startedAt?.getTime() ?? now) < now - budgetMs;
      const job =
        family.ownedByJob && row.jobId ? await context.boss.getJobById(family.job.name, row.jobId) : null;
      const ended = family.ownedByJob && !(job && LIVE_STATES.has(job.state));
      if (!ended && !outlived) continue;
      await family.giveUp(context, row);
      givenUp += 1;
    }
  }
  return givenUp;
}
