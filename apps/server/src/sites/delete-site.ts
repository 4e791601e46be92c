import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";

/**
 * Deletes the user's site; pages, tasks, suggestions, history and verification go with it
 * (ON DELETE CASCADE), which is also what clears its cached analysis (spec §7 clear_site_cache).
 */
export async function deleteSite(database: Database, userId: string, siteId: string): Promise<void> {
  const removed = await database.db
    .delete(sites)
    .where(and(eq(sites.id, siteId), eq(sites.userId, userId)))
    .returning({ id: sites.id });
  if (removed.length === 0) throw new AppError("not_found");
  await publishEvent(database, { userId, type: "site.updated", data: { id: siteId, deleted: true } });
}
