import type { ContentDraft } from "@sitelens/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { draftToApi } from "./draft-to-api";

/** The user's drafts for one of their sites, last edited first. */
export async function listDrafts(
  database: Database,
  userId: string,
  siteId: string,
): Promise<ContentDraft[]> {
  await findOwnedSite(database, userId, siteId);
  const rows = await database.db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.userId, userId), eq(contentDrafts.siteId, siteId)))
    .orderBy(desc(contentDrafts.updatedAt));
  return rows.map(draftToApi);
}
