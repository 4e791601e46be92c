import type { ContentDraft } from "@sitelens/shared";
import type { contentDrafts } from "../db/schema";

export function draftToApi(row: typeof contentDrafts.$inferSelect): ContentDraft {
  const { userId: _user, createdAt, updatedAt, publishAt, ...rest } = row;
  return {
    ...rest,
    publishAt: publishAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
