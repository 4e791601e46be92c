import type { ContentIdeasRun } from "@sitelens/shared";
import type { contentIdeaRuns } from "../db/schema";

export function contentIdeaRunToApi(row: typeof contentIdeaRuns.$inferSelect): ContentIdeasRun {
  return {
    id: row.id,
    siteId: row.siteId,
    seed: row.seed,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    method: row.method,
    sources: row.sources,
    ideas: row.ideas,
  };
}
