import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { competitors } from "../db/schema";
import { AppError } from "../errors/app-error";

/** Removes a competitor and its history, freeing its slot. */
export async function deleteCompetitor(
  database: Database,
  userId: string,
  competitorId: string,
): Promise<void> {
  const deleted = await database.db
    .delete(competitors)
    .where(and(eq(competitors.id, competitorId), eq(competitors.userId, userId)))
    .returning({ id: competitors.id });
  if (deleted.length === 0) throw new AppError("not_found");
}
