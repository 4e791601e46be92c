import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { rankChecks, trackedKeywords } from "../db/schema";

export interface RankMovement {
  keyword: string;
  before: number | null;
  after: number | null;
}

const KEYWORDS = 50;
const LISTED = 5;

/** The position of the last check before `before` (null: not in the top 100), undefined without one. */
async function positionAt(
  database: Database,
  keywordId: string,
  before: Date,
): Promise<number | null | undefined> {
  const [check] = await database.db
    .select({ status: rankChecks.status, position: rankChecks.position })
    .from(rankChecks)
    .where(
      and(
        eq(rankChecks.trackedKeywordId, keywordId),
        lt(rankChecks.checkedAt, before),
        ne(rankChecks.status, "failed"),
      ),
    )
    .orderBy(desc(rankChecks.checkedAt))
    .limit(1);
  return check ? check.position : undefined;
}

/** The site's tracked keywords whose position moved in the week before `now`, largest moves first. */
export async function rankMovements(database: Database, siteId: string, now: Date): Promise<RankMovement[]> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const keywords = await database.db
    .select({ id: trackedKeywords.id, keyword: trackedKeywords.keyword })
    .from(trackedKeywords)
    .where(eq(trackedKeywords.siteId, siteId))
    .limit(KEYWORDS);
  const moves: RankMovement[] = [];
  for (const keyword of keywords) {
    const after = (await positionAt(database, keyword.id, now)) ?? null;
    const before = (await positionAt(database, keyword.id, weekAgo)) ?? null;
    if (after !== before) moves.push({ keyword: keyword.keyword, before, after });
  }
  const size = (move: RankMovement) => Math.abs((move.before ?? 101) - (move.after ?? 101));
  return moves.sort((a, b) => size(b) - size(a)).slice(0, LISTED);
}
