import type { ContentDraft, ContentIdeasRequest, ContentIdeasRun } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const contentIdeasQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["content-ideas", siteId],
    queryFn: ({ signal }) =>
      api.get<{ run: ContentIdeasRun | null }>(
        `/api/content-ideas?siteId=${encodeURIComponent(siteId)}`,
        signal,
      ),
    enabled: Boolean(siteId),
  });

export const contentIdeasApi = {
  generate: (request: ContentIdeasRequest) => api.post<ContentIdeasRun>("/api/content-ideas", request),
  /** A draft in the content editor, titled after the idea. */
  draft: (siteId: string, language: "tr" | "en", title: string) =>
    api.post<ContentDraft>("/api/content-drafts", { siteId, language, title }),
};
