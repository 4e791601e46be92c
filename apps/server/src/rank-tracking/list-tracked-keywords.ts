import type { TrackedKeyword } from "@sitelens/shared";
import { and, asc, desc, eq, inArray, lte, min, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rankChecks, trackedKeywords } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { type RankCheckRow, rankCheckToApi } from "./rank-check-to-api";

/** The site's tracked keywords with the latest check, the previous completed one, best position and change. */
export async function listTrackedKeywords(
  database: Database,
  userId: string,
  siteId: string,
): Promise<TrackedKeyword[]> {
  await findOwnedSite(database, userId, siteId);
  const keywords = await database.db
    .select()
    .from(trackedKeywords)
    .where(and(eq(trackedKeywords.userId, userId), eq(trackedKeywords.siteId, siteId)))
    .orderBy(asc(trackedKeywords.createdAt), asc(trackedKeywords.keyword));
  if (keywords.length === 0) return [];
  const ids = keywords.map((keyword) => keyword.id);
  // Bounded however long a keyword has been tracked: per keyword its latest check, its two latest
  // completed ones (the previous completed check is among them) and the best position, in SQL.
  const completedRank = sql<number>`row_number() over (partition by ${rankChecks.trackedKeywordId} order by ${rankChecks.checkedAt} desc)`;
  const recentCompleted = database.db
    .select({ id: rankChecks.id, rank: completedRank.as("rank") })
    .from(rankChecks)
    .where(and(inArray(rankChecks.trackedKeywordId, ids), ne(rankChecks.status, "failed")))
    .as("recent_completed");
  const [latestRows, completedRows, bestRows] = await Promise.all([
    database.db
      .selectDistinctOn([rankChecks.trackedKeywordId])
      .from(rankChecks)
      .where(inArray(rankChecks.trackedKeywordId, ids))
      .orderBy(rankChecks.trackedKeywordId, desc(rankChecks.checkedAt)),
    database.db
      .select({ check: rankChecks })
      .from(rankChecks)
      .innerJoin(recentCompleted, eq(recentCompleted.id, rankChecks.id))
      .where(lte(recentCompleted.rank, 2))
      .orderBy(desc(rankChecks.checkedAt)),
    database.db
      .select({ id: rankChecks.trackedKeywordId, best: min(rankChecks.position) })
      .from(rankChecks)
      .where(inArray(rankChecks.trackedKeywordId, ids))
      .groupBy(rankChecks.trackedKeywordId),
  ]);
  const latestBy = new Map(latestRows.map((check) => [check.trackedKeywordId, check]));
  const bestBy = new Map(bestRows.map((row) => [row.id, row.best]));
  const completedBy = new Map<string, RankCheckRow[]>();
  for (const { check } of completedRows) {
    const list = completedBy.get(check.trackedKeywordId) ?? [];
    list.push(check);
    completedBy.set(check.trackedKeywordId, list);
  }
  return keywords.map((keyword) => {
    const latest = latestBy.get(keyword.id) ?? null;
    const previous = completedBy.get(keyword.id)?.find((check) => check.id !== latest?.id) ?? null;
    const best = bestBy.get(keyword.id) ?? null;
    const change =
      latest?.position != null && previous?.position != null ? previous.position - latest.position : null;
    return {
      id: keyword.id,
      siteId: keyword.siteId,
      keyword: keyword.keyword,
      engine: keyword.engine,
      country: keyword.country,
      language: keyword.language,
      device: keyword.device,
      tags: keyword.tags,
      alertThreshold: keyword.alertThreshold,
      createdAt: keyword.createdAt.toISOString(),
      nextCheckAt: keyword.nextCheckAt?.toISOString() ?? null,
      latest: latest && rankCheckToApi(latest),
      previous: previous && rankCheckToApi(previous),
      bestPosition: best,
      change,
    };
  });
}
