import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { competitors } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { CompetitorRow } from "./competitor-to-api";

/** The user's competitor or a 404, like findOwnedSite. */
export async function findOwnedCompetitor(
  database: Database,
  userId: string,
  competitorId: string,
): Promise<CompetitorRow> {
  const [row] = await database.db
    .select()
    .from(competitors)
    .where(and(eq(competitors.id, competitorId), eq(competitors.userId, userId)));
  if (!row) throw new AppError("not_found");
  return row;
}
