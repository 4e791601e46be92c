import { and, eq, lt } from "drizzle-orm";
import { sitePages, sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { unfinishedWork } from "../jobs/unfinished-work";
import { ANALYSIS_TIMEOUT_REASON } from "./analysis-error-reason";
import { analyzePageJob } from "./analyze-page-job";
import { analyzeSiteJob } from "./analyze-site-job";
import { markAnalysisFailed } from "./mark-analysis-failed";
import { userLanguage } from "./user-language";

/** A site still `analyzing` whose analyze-site job has ended goes to error ('Analysis took too long'). */
export const unfinishedSiteAnalyses = unfinishedWork({
  job: analyzeSiteJob,
  ownedByJob: true,
  find: (database, startedBefore) =>
    database.db
      .select({
        id: sites.id,
        userId: sites.userId,
        name: sites.name,
        jobId: sites.analysisJobId,
        startedAt: sites.analysisStartedAt,
      })
      .from(sites)
      .where(and(eq(sites.status, "analyzing"), lt(sites.analysisStartedAt, startedBefore))),
  async giveUp(context, site) {
    await markAnalysisFailed(context, site, ANALYSIS_TIMEOUT_REASON);
  },
});

/** A page added by hand has no job id to ask about: one analysing past every attempt is stuck. */
export const unfinishedPageAnalyses = unfinishedWork({
  job: analyzePageJob,
  ownedByJob: false,
  find: (database, startedBefore) =>
    database.db
      .select({
        id: sitePages.id,
        siteId: sitePages.siteId,
        userId: sites.userId,
        startedAt: sitePages.analysisStartedAt,
      })
      .from(sitePages)
      .innerJoin(sites, eq(sites.id, sitePages.siteId))
      .where(and(eq(sitePages.status, "analyzing"), lt(sitePages.analysisStartedAt, startedBefore))),
  async giveUp({ database }, page) {
    const language = await userLanguage(database, page.userId);
    await database.db
      .update(sitePages)
      .set({ status: "error", errorReason: ANALYSIS_TIMEOUT_REASON[language], analyzedAt: new Date() })
      .where(and(eq(sitePages.id, page.id), eq(sitePages.status, "analyzing")));
    await publishEvent(database, {
      userId: page.userId,
      type: "site.updated",
      data: { id: page.siteId, pageId: page.id },
    });
  },
});
