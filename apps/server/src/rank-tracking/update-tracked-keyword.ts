import type { updateTrackedKeywordRequestSchema } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/database";
import { trackedKeywords } from "../db/schema";
import { findOwnedTrackedKeyword } from "./find-owned-tracked-keyword";

/** Tags and the movement alert threshold; the search settings stay (a new setting is a new keyword). */
export async function updateTrackedKeyword(
  database: Database,
  userId: string,
  id: string,
  changes: z.output<typeof updateTrackedKeywordRequestSchema>,
): Promise<void> {
  await findOwnedTrackedKeyword(database, userId, id);
  if (changes.tags === undefined && changes.alertThreshold === undefined) return;
  await database.db
    .update(trackedKeywords)
    .set({
      ...(changes.tags !== undefined && { tags: [...new Set(changes.tags)] }),
      ...(changes.alertThreshold !== undefined && { alertThreshold: changes.alertThreshold }),
    })
    .where(eq(trackedKeywords.id, id));
}
