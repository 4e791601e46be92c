import type {
  AddCompetitorRequest,
  Competitor,
  CompetitorComparison,
  CompetitorDiscovery,
  CompetitorHistoryPoint,
  CompetitorList,
  CompetitorSharedKeywords,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const id = encodeURIComponent;

export const competitorsQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["competitors", siteId],
    queryFn: ({ signal }) => api.get<CompetitorList>(`/api/sites/${id(siteId)}/competitors`, signal),
  });

export const comparisonQuery = (competitorId: string) =>
  queryOptions({
    queryKey: ["competitors", "comparison", competitorId],
    queryFn: ({ signal }) =>
      api.get<CompetitorComparison>(`/api/competitors/${id(competitorId)}/comparison`, signal),
  });

export const competitorHistoryQuery = (competitorId: string) =>
  queryOptions({
    queryKey: ["competitors", "history", competitorId],
    queryFn: ({ signal }) =>
      api
        .get<{ history: CompetitorHistoryPoint[] }>(`/api/competitors/${id(competitorId)}/history`, signal)
        .then((body) => body.history),
  });

export const competitorsApi = {
  add: (siteId: string, request: AddCompetitorRequest) =>
    api.post<Competitor>(`/api/sites/${id(siteId)}/competitors`, request),
  discover: (siteId: string) =>
    api.post<CompetitorDiscovery>(`/api/sites/${id(siteId)}/competitors/discover`, {}),
  reanalyze: (competitorId: string) =>
    api.post<Competitor>(`/api/competitors/${id(competitorId)}/analyze`, {}),
  sharedKeywords: (competitorId: string) =>
    api.post<CompetitorSharedKeywords>(`/api/competitors/${id(competitorId)}/shared-keywords`, {}),
  remove: (competitorId: string) => api.delete<{ ok: true }>(`/api/competitors/${id(competitorId)}`),
};
