import { and, eq, lt } from "drizzle-orm";
import { contentDistributions } from "../db/schema";
import { unfinishedWork } from "../jobs/unfinished-work";
import { publishChannelJob, UNCERTAIN_DELIVERY } from "./publish-channel-job";
import { recordChannelOutcome } from "./record-channel-outcome";

/**
 * A delivery still `sending` whose job has ended (its last attempt's worker was killed) may or may
 * not have reached the channel: it fails with the same "check before retrying" as a cut-off attempt
 * (decision 120), and the user can send it again.
 */
export const unfinishedDeliveries = unfinishedWork({
  job: publishChannelJob,
  ownedByJob: true,
  async find(database, startedBefore) {
    const rows = await database.db
      .select()
      .from(contentDistributions)
      .where(
        and(eq(contentDistributions.status, "sending"), lt(contentDistributions.updatedAt, startedBefore)),
      );
    return rows.map((row) => ({ ...row, startedAt: row.updatedAt }));
  },
  async giveUp(context, { startedAt: _, ...row }) {
    await recordChannelOutcome(context, row, { failed: UNCERTAIN_DELIVERY });
  },
});
