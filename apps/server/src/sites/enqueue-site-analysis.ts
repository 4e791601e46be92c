import { eq } from "drizzle-orm";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { sites } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";

/** Queues the analyze-site job for a site already marked `analyzing` (by a monitoring slot when given) and remembers the job. */
export async function enqueueSiteAnalysis(
  context: Pick<ServerContext, "database" | "boss">,
  site: { id: string; userId: string },
  schedule?: { slot: Date },
): Promise<void> {
  const jobId = await enqueueJob(
    context.boss,
    analyzeSiteJob,
    { siteId: site.id, userId: site.userId, scheduled: schedule !== undefined },
    // One job per monitoring slot, even if a slot were ever claimed twice.
    schedule ? { singletonKey: `monitor:${site.id}:${schedule.slot.toISOString()}` } : {},
  );
  await context.database.db
    .update(sites)
    .set({ analysisJobId: jobId, analysisStartedAt: new Date() })
    .where(eq(sites.id, site.id));
}
