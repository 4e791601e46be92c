import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { knownBacklinks } from "../db/schema";
import { AppError } from "../errors/app-error";

/** Forgets one known link; another user's link is indistinguishable from a missing one. */
export async function deleteKnownBacklink(
  database: Database,
  userId: string,
  siteId: string,
  linkId: string,
): Promise<void> {
  const deleted = await database.db
    .delete(knownBacklinks)
    .where(
      and(
        eq(knownBacklinks.id, linkId),
        eq(knownBacklinks.siteId, siteId),
        eq(knownBacklinks.userId, userId),
      ),
    )
    .returning({ id: knownBacklinks.id });
  if (deleted.length === 0) throw new AppError("not_found");
}
