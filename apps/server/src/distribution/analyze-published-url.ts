import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { analyzePageJob } from "../analysis/analyze-page-job";
import { sitePages, sites } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";

/**
 * After the item reaches the site, its new URL is analysed (the page-analysis job) so its SEO score
 * shows in the calendar. A URL on another host than the site's is not the site's page: left alone.
 */
export async function analyzePublishedUrl(
  context: Pick<ServerContext, "database" | "boss">,
  item: { userId: string; siteId: string },
  url: string,
): Promise<void> {
  const { db } = context.database;
  const [site] = await db
    .select({ url: sites.url })
    .from(sites)
    .where(and(eq(sites.id, item.siteId), eq(sites.userId, item.userId)));
  if (!site) return;
  const live = new URL(url);
  if (live.hostname.replace(/^www\./, "") !== new URL(site.url).hostname.replace(/^www\./, "")) return;
  const path = `${live.pathname}${live.search}`;
  const [page] = await db
    .insert(sitePages)
    .values({
      id: randomUUID(),
      siteId: item.siteId,
      url: path,
      status: "analyzing",
      addedManually: true,
      analysisStartedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [sitePages.siteId, sitePages.url],
      set: { status: "analyzing", analysisStartedAt: new Date() },
    })
    .returning({ id: sitePages.id });
  if (page)
    await enqueueJob(context.boss, analyzePageJob, {
      pageId: page.id,
      siteId: item.siteId,
      userId: item.userId,
    });
}
