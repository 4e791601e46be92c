import { randomUUID } from "node:crypto";
import { runScan, ScanError } from "@sitelens/engine";
import { and, eq } from "drizzle-orm";
import { backlinkFactsForSite } from "../backlinks/backlink-facts-for-site";
import { sites } from "../db/schema";
import { reportAnalysisChanges } from "../monitoring/report-analysis-changes";
import type { ServerContext } from "../server-context";
import { ANALYSIS_TIMEOUT_REASON, analysisErrorReason } from "./analysis-error-reason";
import { announceCompletion } from "./announce-completion";
import { markAnalysisFailed } from "./mark-analysis-failed";
import { reportAnalysisProgress } from "./report-analysis-progress";
import { scanOptionsFromEnv } from "./scan-options-from-env";
import { storeAnalysis } from "./store-analysis";
import { storeFirstResult } from "./store-first-result";

export interface AnalysisAttempt {
  jobId: string;
  /** No retry follows a failure of this attempt. */
  isFinal: boolean;
  /** Aborted when pg-boss gives this attempt up (expired, claim lost): the scan stops and writes nothing. */
  signal?: AbortSignal;
}

/**
 * The analyze-site worker: runs the engine on the site, streams progress, stores the result.
 * A ScanError (the site itself is the problem) ends in `error` at once; anything else is thrown
 * so the job is retried, and the last attempt leaves the site in `error` instead of `analyzing`.
 */
export async function runSiteAnalysis(
  context: ServerContext,
  target: { siteId: string; userId: string; scheduled?: boolean },
  attempt: AnalysisAttempt,
): Promise<void> {
  const { database } = context;
  const [site] = await database.db
    .select()
    .from(sites)
    .where(and(eq(sites.id, target.siteId), eq(sites.userId, target.userId)));
  if (site?.status !== "analyzing") return;
  // This attempt takes the site over: an older attempt still running (past its expiry, or a
  // retry's predecessor that has not noticed its abort yet) can no longer write to it.
  const attemptId = randomUUID();
  await database.db
    .update(sites)
    .set({ analysisJobId: attempt.jobId, analysisAttemptId: attemptId, analysisStartedAt: new Date() })
    .where(eq(sites.id, site.id));
  const current = { ...site, attemptId };
  const progress = reportAnalysisProgress(context, current);
  try {
    const scan = await runScan({
      url: site.url,
      options: { ...scanOptionsFromEnv(context.env), backlinks: await backlinkFactsForSite(context, site) },
      onProgress: progress.report,
      onFirstResult: async (first) => {
        await storeFirstResult(database, current, first);
      },
      signal: attempt.signal,
    });
    progress.stop();
    const scheduled = target.scheduled ?? false;
    const stored = await storeAnalysis(database, current, scan, scheduled);
    // Superseded by a newer attempt between the scan's end and the store: that attempt reports.
    if (!stored) return;
    await announceCompletion(context, site, {
      overallScore: stored.scores.overallScore,
      createdTasks: stored.createdTasks,
      reopenedTasks: stored.reopenedTasks,
    });
    await reportAnalysisChanges(context, site, { scan }, { scheduled, createdTasks: stored.createdTasks });
  } catch (error) {
    progress.stop();
    if (error instanceof ScanError || attempt.isFinal) {
      const reason = attempt.signal?.aborted ? ANALYSIS_TIMEOUT_REASON : analysisErrorReason(error);
      const marked = await markAnalysisFailed(context, current, reason);
      if (error instanceof ScanError) {
        if (marked)
          await reportAnalysisChanges(
            context,
            site,
            { unreachable: reason },
            { scheduled: target.scheduled ?? false },
          );
        return;
      }
    }
    throw error;
  }
}
