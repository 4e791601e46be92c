import { and, eq, lt, lte, ne, notExists } from "drizzle-orm";
import { z } from "zod";
import { contentDistributions, contentDrafts } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import type { ServerContext } from "../server-context";
import { publishChannelJob, UNCERTAIN_DELIVERY } from "./publish-channel-job";
import { recordChannelOutcome } from "./record-channel-outcome";
import { startContentDistribution } from "./start-content-distribution";

/** A channel still `sending` this long after its last write has outlived every retry of its job. */
const STUCK_AFTER_MS =
  (publishChannelJob.options.expireInSeconds * (publishChannelJob.options.retryLimit + 2) + 600) * 1000;

/**
 * Hands every scheduled item whose time has come to its channels, and closes channels whose job
 * died for good mid-send, so no item stays "scheduled" forever (decision 120).
 */
export async function dispatchDueContent(
  context: Pick<ServerContext, "database" | "boss" | "env" | "logger">,
) {
  const { db } = context.database;
  const due = await db
    .select()
    .from(contentDrafts)
    .where(
      and(
        eq(contentDrafts.state, "scheduled"),
        lte(contentDrafts.publishAt, new Date()),
        // Handed over already unless every channel was cancelled by a re-schedule.
        notExists(
          db
            .select()
            .from(contentDistributions)
            .where(
              and(
                eq(contentDistributions.contentId, contentDrafts.id),
                ne(contentDistributions.status, "cancelled"),
              ),
            ),
        ),
      ),
    )
    .limit(100);
  for (const item of due) await startContentDistribution(context, item);
  const stuck = await db
    .select()
    .from(contentDistributions)
    .where(
      and(
        eq(contentDistributions.status, "sending"),
        lt(contentDistributions.updatedAt, new Date(Date.now() - STUCK_AFTER_MS)),
      ),
    );
  for (const row of stuck) await recordChannelOutcome(context, row, { failed: UNCERTAIN_DELIVERY });
  return { dispatched: due.length, closed: stuck.length };
}

export const dispatchDueContentJob = defineJob({
  name: "dispatch-due-content",
  payload: z.object({}).default({}),
  options: { retryLimit: 0, expireInSeconds: 120 },
  async handle(_payload, context) {
    await dispatchDueContent(context);
  },
});
