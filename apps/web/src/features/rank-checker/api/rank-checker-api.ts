import type {
  AddTrackedKeywordsRequest,
  RankCheck,
  RankTrackerList,
  RankTrackerStatus,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const id = encodeURIComponent;

export const rankStatusQuery = () =>
  queryOptions({
    queryKey: ["rank-tracker", "status"],
    queryFn: ({ signal }) => api.get<RankTrackerStatus>("/api/rank-tracker/status", signal),
  });

export const trackedKeywordsQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["rank-tracker", "keywords", siteId],
    queryFn: ({ signal }) =>
      api.get<RankTrackerList>(`/api/rank-tracker/keywords?siteId=${id(siteId)}`, signal),
    enabled: Boolean(siteId),
    retry: false,
  });

export const rankHistoryQuery = (keywordId: string, range: string) =>
  queryOptions({
    queryKey: ["rank-tracker", "history", keywordId, range],
    queryFn: ({ signal }) =>
      api
        .get<{ checks: RankCheck[] }>(
          `/api/rank-tracker/keywords/${id(keywordId)}/history?range=${range}`,
          signal,
        )
        .then((body) => body.checks),
  });

export const rankCheckerApi = {
  add: (request: AddTrackedKeywordsRequest) =>
    api.post<{ added: string[]; skipped: string[] }>("/api/rank-tracker/keywords", request),
  check: (keywordId: string) => api.post<RankCheck>(`/api/rank-tracker/keywords/${id(keywordId)}/check`),
  update: (keywordId: string, changes: { tags?: string[]; alertThreshold?: number | null }) =>
    api.patch<{ ok: true }>(`/api/rank-tracker/keywords/${id(keywordId)}`, changes),
  remove: (ids: string[]) => api.post<{ deleted: number }>("/api/rank-tracker/keywords/delete", { ids }),
  setTags: (keywordId: string, tags: string[]) =>
    api.patch<{ ok: true }>(`/api/rank-tracker/keywords/${id(keywordId)}`, { tags }),
};
