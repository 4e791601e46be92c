import { randomUUID } from "node:crypto";
import { checkPageUrl, PAGE_URL_ERROR_MESSAGES, type SitePage } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { analyzePageJob } from "../analysis/analyze-page-job";
import { sitePages } from "../db/schema";
import { AppError } from "../errors/app-error";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { consumeUsage } from "../usage/consume-usage";
import { findOwnedSite } from "./find-owned-site";
import { pageToApi } from "./list-site-pages";

/** Spec §5 New page URL: starts with '/', unique; the page is stored as `analyzing` and analysed by a job. */
export async function addSitePage(
  context: Pick<ServerContext, "database" | "boss">,
  userId: string,
  siteId: string,
  url: string,
): Promise<SitePage> {
  const { database } = context;
  await findOwnedSite(database, userId, siteId);
  const existing = await database.db
    .select({ url: sitePages.url })
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId));
  const checked = checkPageUrl(
    url,
    existing.map((row) => row.url),
  );
  if (!checked.ok) {
    const code = checked.error === "page_url_format" ? "invalid_page_url" : "duplicate_page";
    throw new AppError(code, PAGE_URL_ERROR_MESSAGES[checked.error]);
  }
  // Each page add runs a page analysis job.
  await consumeUsage(database, userId, "page_adds");
  const [row] = await database.db
    .insert(sitePages)
    .values({
      id: randomUUID(),
      siteId,
      url: checked.path,
      status: "analyzing",
      addedManually: true,
      analysisStartedAt: new Date(),
    })
    .returning();
  if (!row) throw new AppError("internal");
  await enqueueJob(context.boss, analyzePageJob, { pageId: row.id, siteId, userId });
  return pageToApi(row);
}
