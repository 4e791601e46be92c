import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";

/** Puts the site into `analyzing` (queued) unless it already is; undefined when another request won. */
export async function markSiteAnalyzing(database: Database, siteId: string) {
  const [updated] = await database.db
    .update(sites)
    .set({
      status: "analyzing",
      errorReason: null,
      progress: { stage: "queued", pagesCrawled: 0, pagesQueued: 0 },
      analysisStartedAt: new Date(),
    })
    .where(and(eq(sites.id, siteId), ne(sites.status, "analyzing")))
    .returning();
  return updated;
}
