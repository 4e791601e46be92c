import type { Site } from "@sitelens/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import { siteToApi } from "./site-to-api";

/**
 * The columns a site card shows: never analysis_data (up to a megabyte per site), which
 * PostgreSQL would otherwise read, detoast and send for every site on every list.
 */
export const siteListColumns = {
  id: sites.id,
  name: sites.name,
  url: sites.url,
  status: sites.status,
  overallScore: sites.overallScore,
  googleSeo: sites.googleSeo,
  bingSeo: sites.bingSeo,
  yandexSeo: sites.yandexSeo,
  chatgptVisibility: sites.chatgptVisibility,
  geminiVisibility: sites.geminiVisibility,
  grokVisibility: sites.grokVisibility,
  previousScore: sites.previousScore,
  lastAnalyzed: sites.lastAnalyzed,
  createdAt: sites.createdAt,
  errorReason: sites.errorReason,
  progress: sites.progress,
};

/** The user's sites, newest first (spec §7), without the heavy analysis data. */
export async function listSites(database: Database, userId: string): Promise<Site[]> {
  const rows = await database.db
    .select(siteListColumns)
    .from(sites)
    .where(eq(sites.userId, userId))
    .orderBy(desc(sites.createdAt));
  return rows.map(siteToApi);
}
