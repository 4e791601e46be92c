import type { Site } from "@sitelens/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import { siteToApi } from "./site-to-api";

/** The user's sites, newest first (spec §7), without the heavy analysis data. */
export async function listSites(database: Database, userId: string): Promise<Site[]> {
  const rows = await database.db
    .select()
    .from(sites)
    .where(eq(sites.userId, userId))
    .orderBy(desc(sites.createdAt));
  return rows.map(siteToApi);
}
