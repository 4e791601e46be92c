import type { TrackedKeyword } from "@sitelens/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
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
  const checks = await database.db
    .select()
    .from(rankChecks)
    .where(
      inArray(
        rankChecks.trackedKeywordId,
        keywords.map((keyword) => keyword.id),
      ),
    )
    .orderBy(desc(rankChecks.checkedAt));
  const byKeyword = new Map<string, RankCheckRow[]>();
  for (const check of checks)
    byKeyword.set(check.trackedKeywordId, [...(byKeyword.get(check.trackedKeywordId) ?? []), check]);
  return keywords.map((keyword) => {
    const history = byKeyword.get(keyword.id) ?? [];
    const latest = history[0] ?? null;
    const previous = history.slice(1).find((check) => check.status !== "failed") ?? null;
    const positions = history.flatMap((check) => (check.position === null ? [] : [check.position]));
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
      bestPosition: positions.length > 0 ? Math.min(...positions) : null,
      change,
    };
  });
}
