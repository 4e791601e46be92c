import type { ContentIdeasRun } from "@sitelens/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentIdeaRuns } from "../db/schema";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { findOwnedSite } from "../sites/find-owned-site";
import { contentIdeaRunToApi } from "./content-idea-run-to-api";

/** The last content-ideas run for one of the user's sites, or null when there was none. */
export async function loadLatestContentIdeas(
  database: Database,
  userId: string,
  siteId: string,
): Promise<ContentIdeasRun | null> {
  await requireFeatureAccess(database, userId);
  const site = await findOwnedSite(database, userId, siteId);
  const [row] = await database.db
    .select()
    .from(contentIdeaRuns)
    .where(and(eq(contentIdeaRuns.userId, userId), eq(contentIdeaRuns.siteId, site.id)))
    .orderBy(desc(contentIdeaRuns.createdAt))
    .limit(1);
  return row ? contentIdeaRunToApi(row) : null;
}
