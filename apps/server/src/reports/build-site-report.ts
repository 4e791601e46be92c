import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seoTasks } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { findOwnedSite } from "../sites/find-owned-site";
import { loadSiteVisibility } from "../visibility/load-site-visibility";
import { renderSiteReport } from "./render-site-report";

/** The user's site report as PDF bytes, with a file name for the download. */
export async function buildSiteReport(
  database: Database,
  userId: string,
  siteId: string,
  language: Language,
  env?: Env,
) {
  const site = await findOwnedSite(database, userId, siteId);
  const tasks = await database.db.select().from(seoTasks).where(eq(seoTasks.siteId, site.id));
  const visibility = env ? (await loadSiteVisibility(database, env, [site])).get(site.id) : undefined;
  try {
    const pdf = await renderSiteReport({
      language,
      site: {
        name: site.name,
        url: site.url,
        overallScore: site.overallScore,
        lastAnalyzed: site.lastAnalyzed,
      },
      scan: site.analysisData,
      tasks: tasks.map((task) => ({
        title: task.title[language],
        fix: task.fix[language],
        priority: task.priority,
        impact: task.impact,
        affected: task.affectedUrls.length,
        status: task.status,
      })),
      generatedAt: new Date(),
      visibility,
    });
    const slug = new URL(site.url).hostname.replace(/[^a-z0-9.-]/gi, "-");
    return { pdf, fileName: `sitelens-${slug}-${language}.pdf` };
  } catch (error) {
    throw new AppError("pdf_failed", undefined, { reason: (error as Error).message });
  }
}
