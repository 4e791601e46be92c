import { randomUUID } from "node:crypto";
import type { ContentDraft } from "@sitelens/shared";
import type { Database } from "../db/database";
import { contentDrafts } from "../db/schema";
import { AppError } from "../errors/app-error";
import { findOwnedSite } from "../sites/find-owned-site";
import { draftToApi } from "./draft-to-api";

export async function createDraft(
  database: Database,
  userId: string,
  input: { siteId: string; language: "tr" | "en"; title: string },
): Promise<ContentDraft> {
  await findOwnedSite(database, userId, input.siteId);
  const [row] = await database.db
    .insert(contentDrafts)
    .values({ id: randomUUID(), userId, siteId: input.siteId, language: input.language, title: input.title })
    .returning();
  if (!row) throw new AppError("internal");
  return draftToApi(row);
}
