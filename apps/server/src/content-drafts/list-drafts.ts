import type { ContentDraft } from "@sitelens/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { listItemRetries } from "../distribution/list-item-retries";
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
  const retries = await listItemRetries(
    database,
    userId,
    rows.filter((row) => row.state === "scheduled").map((row) => row.id),
  );
  return rows.map((row) => ({ ...draftToApi(row), retrying: retries.get(row.id) ?? null }));
}
