import { RANK_HISTORY_DAYS, type RankCheck } from "@sitelens/shared";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/database";
import { rankChecks } from "../db/schema";
import { findOwnedTrackedKeyword } from "./find-owned-tracked-keyword";
import { rankCheckToApi } from "./rank-check-to-api";

/** The keyword's checks within the range (spec §9 trend ranges), oldest first for the chart. */
export async function listRankHistory(
  database: Database,
  userId: string,
  id: string,
  range: keyof typeof RANK_HISTORY_DAYS,
  now = new Date(),
): Promise<RankCheck[]> {
  await findOwnedTrackedKeyword(database, userId, id);
  const since = new Date(now.getTime() - RANK_HISTORY_DAYS[range] * 24 * 60 * 60 * 1000);
  const rows = await database.db
    .select()
    .from(rankChecks)
    .where(and(eq(rankChecks.trackedKeywordId, id), gte(rankChecks.checkedAt, since)))
    .orderBy(asc(rankChecks.checkedAt));
  return rows.map(rankCheckToApi);
}
