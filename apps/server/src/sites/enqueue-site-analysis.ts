import { eq } from "drizzle-orm";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { sites } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";

/** Queues the analyze-site job for a site already marked `analyzing` and remembers the job. */
export async function enqueueSiteAnalysis(
  context: Pick<ServerContext, "database" | "boss">,
  site: { id: string; userId: string },
): Promise<void> {
  const jobId = await enqueueJob(context.boss, analyzeSiteJob, { siteId: site.id, userId: site.userId });
  await context.database.db
    .update(sites)
    .set({ analysisJobId: jobId, analysisStartedAt: new Date() })
    .where(eq(sites.id, site.id));
}
