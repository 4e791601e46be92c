import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { sitePages, sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { defineJob } from "../jobs/define-job";
import { ANALYSIS_TIMEOUT_REASON } from "./analysis-error-reason";
import { analyzePageJob } from "./analyze-page-job";
import { analyzeSiteJob } from "./analyze-site-job";
import { markAnalysisFailed } from "./mark-analysis-failed";
import { userLanguage } from "./user-language";

const GRACE_MS = 60_000;
const { expireInSeconds, retryLimit, retryDelaySeconds } = analyzeSiteJob.options;
/** Every attempt allowed to run to its expiry, the waits between them, and a margin. */
const BUDGET_MS = ((expireInSeconds + retryDelaySeconds) * (retryLimit + 1) + 300) * 1000;
const LIVE_STATES = new Set(["created", "retry", "active"]);
const page = analyzePageJob.options;
/** A page added by hand: every attempt of its job to its expiry, the waits, and a margin. */
const PAGE_BUDGET_MS = ((page.expireInSeconds + page.retryDelaySeconds) * (page.retryLimit + 1) + 60) * 1000;

/**
 * Every minute: a site still `analyzing` whose job has ended (failed for good, or its worker died
 * and it was given up) or that has outlived every attempt goes to `error` ('Analysis took too long');
 * so does a page added by hand that is still `analyzing` after every attempt of its job.
 */
export const sweepStaleAnalysesJob = defineJob({
  name: "sweep-stale-analyses",
  payload: z.object({}).default({}),
  options: { retryLimit: 0, expireInSeconds: 120 },
  async handle(_payload, context) {
    const { database, boss } = context;
    const now = Date.now();
    const candidates = await database.db
      .select({
        id: sites.id,
        userId: sites.userId,
        name: sites.name,
        jobId: sites.analysisJobId,
        startedAt: sites.analysisStartedAt,
      })
      .from(sites)
      .where(and(eq(sites.status, "analyzing"), lt(sites.analysisStartedAt, new Date(now - GRACE_MS))));
    for (const site of candidates) {
      const job = site.jobId ? await boss.getJobById(analyzeSiteJob.name, site.jobId) : null;
      const jobEnded = !job || !LIVE_STATES.has(job.state);
      const outlived = (site.startedAt?.getTime() ?? now) < now - BUDGET_MS;
      if (jobEnded || outlived) await markAnalysisFailed(context, site, ANALYSIS_TIMEOUT_REASON);
    }
    // Pages added by hand have no job id to ask about: one analysing past every attempt is stuck.
    const stuckPages = await database.db
      .select({ id: sitePages.id, siteId: sitePages.siteId, userId: sites.userId })
      .from(sitePages)
      .innerJoin(sites, eq(sites.id, sitePages.siteId))
      .where(
        and(
          eq(sitePages.status, "analyzing"),
          lt(sitePages.analysisStartedAt, new Date(now - PAGE_BUDGET_MS)),
        ),
      );
    for (const stuck of stuckPages) {
      const language = await userLanguage(database, stuck.userId);
      await database.db
        .update(sitePages)
        .set({ status: "error", errorReason: ANALYSIS_TIMEOUT_REASON[language], analyzedAt: new Date(now) })
        .where(and(eq(sitePages.id, stuck.id), eq(sitePages.status, "analyzing")));
      await publishEvent(database, {
        userId: stuck.userId,
        type: "site.updated",
        data: { id: stuck.siteId, pageId: stuck.id },
      });
    }
  },
});
