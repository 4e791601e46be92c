import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { SiteRow } from "./site-to-api";

/** The user's site or a 404: another user's site is indistinguishable from a missing one. */
export async function findOwnedSite(database: Database, userId: string, siteId: string): Promise<SiteRow> {
  const [row] = await database.db
    .select()
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.userId, userId)));
  if (!row) throw new AppError("not_found");
  return row;
}
