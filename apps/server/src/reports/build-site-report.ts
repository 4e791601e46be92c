import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { seoTasks } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { loadSiteVisibility } from "../visibility/load-site-visibility";
import { renderSiteReport } from "./render-site-report";
import { cachedReport } from "./report-cache";

/**
 * The user's site report as PDF bytes, with a file name for the download. Rendering runs on the API
 * thread, so it is done once per analysis, task states and language (report-cache.ts), and each render
 * counts against the plan's `pdf_reports` quota; downloading an already rendered report is free.
 */
export async function buildSiteReport(
  context: Pick<ServerContext, "database" | "logger">,
  userId: string,
  siteId: string,
  language: Language,
  env?: Env,
) {
  const { database } = context;
  const site = await findOwnedSite(database, userId, siteId);
  const rows = await database.db.select().from(seoTasks).where(eq(seoTasks.siteId, site.id));
  // A task the user ignored ("not relevant here") stays out of the client report.
  const tasks = rows.flatMap(({ status, ...task }) =>
    status === "ignored"
      ? []
      : [
          {
            title: task.title[language],
            fix: task.fix[language],
            priority: task.priority,
            impact: task.impact,
            affected: task.affectedUrls.length,
            status,
          },
        ],
  );
  const visibility = env ? (await loadSiteVisibility(database, env, [site])).get(site.id) : undefined;
  const key = createHash("sha256")
    .update(
      JSON.stringify([site.id, language, site.lastAnalyzed, site.name, site.overallScore, tasks, visibility]),
    )
    .digest("base64url");
  let counted = false;
  const report = cachedReport(key, async () => {
    await consumeUsage(database, userId, "pdf_reports");
    counted = true;
    return renderSiteReport({
      language,
      site: {
        name: site.name,
        url: site.url,
        overallScore: site.overallScore,
        lastAnalyzed: site.lastAnalyzed,
      },
      scan: site.analysisData,
      tasks,
      generatedAt: new Date(),
      visibility,
    });
  });
  try {
    const pdf = await report.pdf;
    const slug = new URL(site.url).hostname.replace(/[^a-z0-9.-]/gi, "-");
    return { pdf, fileName: `sitelens-${slug}-${language}.pdf` };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The reason stays in our logs; the user gets the catalogue's message, never a library's internals.
    context.logger.error({ err: error, siteId: site.id }, "PDF report rendering failed");
    if (counted) await refundUsage(database, userId, "pdf_reports");
    throw new AppError("pdf_failed");
  }
}
