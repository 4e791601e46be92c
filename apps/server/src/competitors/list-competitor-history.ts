import type { CompetitorHistoryPoint } from "@sitelens/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { competitorHistory } from "../db/schema";
import { findOwnedCompetitor } from "./find-owned-competitor";

/** Every completed analysis of a competitor, oldest first. */
export async function listCompetitorHistory(
  database: Database,
  userId: string,
  competitorId: string,
): Promise<CompetitorHistoryPoint[]> {
  const competitor = await findOwnedCompetitor(database, userId, competitorId);
  const rows = await database.db
    .select()
    .from(competitorHistory)
    .where(eq(competitorHistory.competitorId, competitor.id))
    .orderBy(asc(competitorHistory.createdAt));
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    overall: row.overall,
    pagesCrawled: row.pagesCrawled,
    engines: {
      ...row.scores.engines,
      chatgpt: row.scores.aiReadiness.chatgpt,
      gemini: row.scores.aiReadiness.gemini,
      grok: row.scores.aiReadiness.grok,
    },
  }));
}
