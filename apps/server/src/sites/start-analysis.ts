import { eq } from "drizzle-orm";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { sites } from "../db/schema";
import { AppError } from "../errors/app-error";
import { enqueueJob } from "../jobs/enqueue-job";
import { consumeAnalysisRateLimit } from "../plans-limits/analysis-rate-limit";
import type { ServerContext } from "../server-context";

/** Counts the analysis against the user's hourly allowance (when one is set) or throws 'Analiz limiti dolu'. */
export async function consumeAnalysisAllowance(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
) {
  const limit = await consumeAnalysisRateLimit(context.database, context.env, userId);
  if (!limit.limited) return;
  const minutes = limit.minutesRemaining;
  throw new AppError(
    "analysis_rate_limited",
    {
      tr: `Analiz limiti dolu. Yaklaşık ${minutes} dakika sonra tekrar deneyin.`,
      en: `Analysis limit reached. Try again in about ${minutes} minutes.`,
    },
    { minutesRemaining: minutes } satisfies { minutesRemaining: number },
  );
}

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
