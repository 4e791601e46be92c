import type { SiteComparisonResponse } from "@sitelens/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { analysisComparisons } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";

/** What changed in the user's site's latest analysis, or null before its second one. */
export async function latestComparison(
  database: Database,
  userId: string,
  siteId: string,
): Promise<SiteComparisonResponse> {
  await findOwnedSite(database, userId, siteId);
  const [row] = await database.db
    .select()
    .from(analysisComparisons)
    .where(eq(analysisComparisons.siteId, siteId))
    .orderBy(desc(analysisComparisons.createdAt))
    .limit(1);
  return { comparison: row ? { ...row.data, createdAt: row.createdAt.toISOString() } : null };
}
