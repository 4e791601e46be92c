import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { z } from "zod";
import { trackedKeywords } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { enqueueJob } from "../jobs/enqueue-job";
import { activeSerpProvider } from "../providers/serp/active-serp-provider";
import { checkTrackedKeyword } from "./check-tracked-keyword";

/** One keyword's check; a thrown error (not a recorded failure) is retried by pg-boss. */
export const checkKeywordJob = defineJob({
  name: "rank-check-keyword",
  payload: z.object({ trackedKeywordId: z.string() }),
  // The heartbeat (decision 167) lets pg-boss retry a killed worker's check in seconds, not at expiry.
  options: {
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 10,
    concurrency: 2,
  },
  async handle({ trackedKeywordId }, context) {
    const [keyword] = await context.database.db
      .select()
      .from(trackedKeywords)
      .where(eq(trackedKeywords.id, trackedKeywordId));
    if (!keyword) return;
    await checkTrackedKeyword(context, keyword, { signal: context.signal }).catch((error: unknown) => {
      // Quota and missing-source outcomes are already recorded or expected; retrying cannot help.
      if ((error as { code?: string }).code === "quota_exceeded") return;
      throw error;
    });
  },
});

const BATCH = 200;

/**
 * Every few minutes: enqueue the keywords whose next check is due. nextCheckAt carries each
 * keyword's own time of day, so the work is spread over the day; the singleton key keeps one
 * pending job per keyword even if two schedulers overlap.
 */
export const scheduleDueRankChecksJob = defineJob({
  name: "rank-checks-schedule-due",
  payload: z.object({}).default({}),
  options: { retryLimit: 1, expireInSeconds: 300 },
  async handle(_payload, context) {
    if (!activeSerpProvider(context.env)) return;
    const due = await context.database.db
      .select({ id: trackedKeywords.id })
      .from(trackedKeywords)
      .where(and(isNotNull(trackedKeywords.nextCheckAt), lte(trackedKeywords.nextCheckAt, new Date())))
      .orderBy(asc(trackedKeywords.nextCheckAt))
      .limit(BATCH);
    for (const { id } of due) {
      await enqueueJob(
        context.boss,
        checkKeywordJob,
        { trackedKeywordId: id },
        { singletonKey: `rank-check:${id}` },
      );
      // Not due again until the check itself sets the next slot (or it is retried after a crash).
      await context.database.db
        .update(trackedKeywords)
        .set({ nextCheckAt: new Date(Date.now() + 60 * 60 * 1000) })
        .where(eq(trackedKeywords.id, id));
    }
  },
});
