import type { HistoryPoint } from "@sitelens/shared";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/database";
import { historicalData } from "../db/schema";
import { findOwnedSite } from "./find-owned-site";

/** Score history of the user's site over the last 7, 30, 90 or 365 days, oldest first. */
export async function listHistory(
  database: Database,
  userId: string,
  siteId: string,
  days: number,
): Promise<HistoryPoint[]> {
  await findOwnedSite(database, userId, siteId);
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await database.db
    .select()
    .from(historicalData)
    .where(and(eq(historicalData.siteId, siteId), gte(historicalData.createdAt, since)))
    .orderBy(asc(historicalData.createdAt));
  return rows.map(({ id: _id, siteId: _site, createdAt, ...scores }) => ({
    ...scores,
    createdAt: createdAt.toISOString(),
  }));
}
