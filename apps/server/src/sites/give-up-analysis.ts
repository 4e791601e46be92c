import type { Site } from "@sitelens/shared";
import { ANALYSIS_TIMEOUT_REASON } from "../analysis/analysis-error-reason";
import { analyzeSiteJob } from "../analysis/analyze-site-job";
import { markAnalysisFailed } from "../analysis/mark-analysis-failed";
import { PROGRESS_HEARTBEAT_MS } from "../analysis/report-analysis-progress";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "./find-owned-site";
import { siteToApi } from "./site-to-api";

/** Three missed heartbeats: the worker is not merely busy. */
const SILENCE_MS = 3 * PROGRESS_HEARTBEAT_MS;
const WAITING_STATES = new Set(["created", "retry"]);

/**
 * Spec §4: the browser heard nothing from an analysis for six polls and gives up, which puts the
 * site in `error` ('Analysis took too long') and cancels its job, but only when the server agrees:
 * the worker has been silent too, and the job is not just waiting its turn in the queue. Answers
 * the site as it now stands.
 */
export async function giveUpAnalysis(
  context: Pick<ServerContext, "database" | "env" | "logger" | "boss">,
  userId: string,
  siteId: string,
  now = Date.now(),
): Promise<Site> {
  const { database, boss } = context;
  const site = await findOwnedSite(database, userId, siteId);
  if (site.status !== "analyzing") return siteToApi(site);
  const heardAt = Date.parse(site.progress?.updatedAt ?? "") || site.analysisStartedAt?.getTime() || 0;
  if (now - heardAt < SILENCE_MS) return siteToApi(site);
  const job = site.analysisJobId ? await boss.getJobById(analyzeSiteJob.name, site.analysisJobId) : null;
  if (job && WAITING_STATES.has(job.state)) return siteToApi(site);
  await markAnalysisFailed(context, site, ANALYSIS_TIMEOUT_REASON);
  // The attempt can no longer write (its attempt id is cleared); cancelling frees the worker.
  if (job?.state === "active")
    await boss
      .cancel(analyzeSiteJob.name, job.id)
      .catch((error: Error) => context.logger.warn({ err: error.message }, "analysis job not cancelled"));
  return siteToApi(await findOwnedSite(database, userId, siteId));
}
