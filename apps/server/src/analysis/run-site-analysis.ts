import { runScan, ScanError } from "@sitelens/engine";
import type { AnalysisProgress } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { backlinkFactsForSite } from "../backlinks/backlink-facts-for-site";
import { sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";
import { analysisErrorReason } from "./analysis-error-reason";
import { markAnalysisFailed } from "./mark-analysis-failed";
import { scanOptionsFromEnv } from "./scan-options-from-env";
import { storeAnalysis } from "./store-analysis";
import { throttleProgress } from "./throttle-progress";
import { userLanguage } from "./user-language";

export interface AnalysisAttempt {
  jobId: string;
  /** No retry follows a failure of this attempt. */
  isFinal: boolean;
}

/**
 * The analyze-site worker: runs the engine on the site, streams progress, stores the result.
 * A ScanError (the site itself is the problem) ends in `error` at once; anything else is thrown
 * so the job is retried, and the last attempt leaves the site in `error` instead of `analyzing`.
 */
export async function runSiteAnalysis(
  context: ServerContext,
  target: { siteId: string; userId: string },
  attempt: AnalysisAttempt,
): Promise<void> {
  const { database } = context;
  const [site] = await database.db
    .select()
    .from(sites)
    .where(and(eq(sites.id, target.siteId), eq(sites.userId, target.userId)));
  if (site?.status !== "analyzing") return;
  await database.db
    .update(sites)
    .set({ analysisJobId: attempt.jobId, analysisStartedAt: new Date() })
    .where(eq(sites.id, site.id));
  const progress = throttleProgress((value: AnalysisProgress) => {
    void saveProgress(context, site, value).catch((error) =>
      context.logger.warn({ err: (error as Error).message }, "progress not saved"),
    );
  });
  try {
    const scan = await runScan({
      url: site.url,
      options: { ...scanOptionsFromEnv(context.env), backlinks: await backlinkFactsForSite(context, site) },
      onProgress: ({ stage, pagesCrawled, pagesQueued }) =>
        progress.report({ stage, pagesCrawled, pagesQueued }),
    });
    progress.cancel();
    const { scores, createdTasks } = await storeAnalysis(database, site, scan);
    await announceCompletion(context, site, scores.overallScore, createdTasks);
  } catch (error) {
    progress.cancel();
    if (error instanceof ScanError || attempt.isFinal) {
      await markAnalysisFailed(context, site, analysisErrorReason(error));
      if (error instanceof ScanError) return;
    }
    throw error;
  }
}

async function saveProgress(
  context: ServerContext,
  site: { id: string; userId: string },
  progress: AnalysisProgress,
): Promise<void> {
  await context.database.db
    .update(sites)
    .set({ progress })
    .where(and(eq(sites.id, site.id), eq(sites.status, "analyzing")));
  await publishEvent(context.database, {
    userId: site.userId,
    type: "site.progress",
    data: { id: site.id, ...progress },
  });
}

async function announceCompletion(
  context: ServerContext,
  site: { id: string; userId: string; name: string },
  overallScore: number,
  createdTasks: { id: string; title: { tr: string; en: string } }[],
): Promise<void> {
  const { database } = context;
  const { userId } = site;
  await publishEvent(database, {
    userId,
    type: "site.updated",
    data: { id: site.id, status: "completed", overallScore },
  });
  await publishEvent(database, { userId, type: "history.created", data: { siteId: site.id } });
  for (const task of createdTasks.slice(0, 50))
    await publishEvent(database, {
      userId,
      type: "task.created",
      data: { id: task.id, siteId: site.id, title: task.title },
    });
  const language = await userLanguage(database, userId);
  await createNotification(context, userId, {
    title: language === "tr" ? `${site.name} analizi tamamlandı` : `Analysis of ${site.name} completed`,
    message:
      language === "tr"
        ? `Genel puan: ${overallScore}/100. ${createdTasks.length} yeni görev oluşturuldu.`
        : `Overall score: ${overallScore}/100. ${createdTasks.length} new tasks were created.`,
    type: "success",
    actionUrl: `/app/sites/${site.id}`,
    metadata: { siteId: site.id, overallScore },
  });
}
