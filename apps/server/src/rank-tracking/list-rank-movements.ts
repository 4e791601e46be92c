import type { RankMovement } from "@sitelens/shared";
import { and, desc, eq, gte, inArray, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { rankChecks, sites, trackedKeywords } from "../db/schema";

/** Checks older than this do not make a "movement": the dashboard speaks of recent changes. */
const MOVEMENT_WINDOW_DAYS = 30;
/** A keyword that left the top 100 counts as position 101, so falling out ranks as a large drop. */
const OUT_OF_TOP_100 = 101;

/**
 * The user's tracked keywords whose position changed between their last two completed checks
 * (found or not in the top 100; a failed check says nothing about the position), biggest moves
 * first. Optionally for one site. One query for the keywords and one for their checks.
 */
export async function listRankMovements(
  database: Database,
  userId: string,
  options: { siteId?: string; limit: number; now?: Date },
): Promise<RankMovement[]> {
  const keywords = await database.db
    .select({
      id: trackedKeywords.id,
      siteId: trackedKeywords.siteId,
      siteName: sites.name,
      keyword: trackedKeywords.keyword,
      engine: trackedKeywords.engine,
      device: trackedKeywords.device,
      country: trackedKeywords.country,
    })
    .from(trackedKeywords)
    .innerJoin(sites, eq(sites.id, trackedKeywords.siteId))
    .where(
      and(
        eq(trackedKeywords.userId, userId),
        options.siteId ? eq(trackedKeywords.siteId, options.siteId) : undefined,
      ),
    );
  if (keywords.length === 0) return [];
  const since = new Date((options.now ?? new Date()).getTime() - MOVEMENT_WINDOW_DAYS * 86_400_000);
  const checks = await database.db
    .select({
      trackedKeywordId: rankChecks.trackedKeywordId,
      position: rankChecks.position,
      url: rankChecks.url,
      checkedAt: rankChecks.checkedAt,
    })
    .from(rankChecks)
    .where(
      and(
        inArray(
          rankChecks.trackedKeywordId,
          keywords.map((keyword) => keyword.id),
        ),
        ne(rankChecks.status, "failed"),
        gte(rankChecks.checkedAt, since),
      ),
    )
    .orderBy(desc(rankChecks.checkedAt));
  const latestTwo = new Map<string, typeof checks>();
  for (const check of checks) {
    const pair = latestTwo.get(check.trackedKeywordId) ?? [];
    if (pair.length < 2) latestTwo.set(check.trackedKeywordId, [...pair, check]);
  }
  const movements: RankMovement[] = [];
  for (const keyword of keywords) {
    const [latest, previous] = latestTwo.get(keyword.id) ?? [];
    if (!latest || !previous) continue;
    const change = (previous.position ?? OUT_OF_TOP_100) - (latest.position ?? OUT_OF_TOP_100);
    if (change === 0) continue;
    movements.push({
      trackedKeywordId: keyword.id,
      siteId: keyword.siteId,
      siteName: keyword.siteName,
      keyword: keyword.keyword,
      engine: keyword.engine,
      device: keyword.device,
      country: keyword.country,
      position: latest.position,
      previousPosition: previous.position,
      change,
      url: latest.url,
      checkedAt: latest.checkedAt.toISOString(),
    });
  }
  return movements.sort((a, b) => Math.abs(b.change) - Math.abs(a.change)).slice(0, options.limit);
}
