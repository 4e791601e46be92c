import type { SiteComparisonResponse, SiteMonitoring, UpdateSiteMonitoring } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const site = (id: string) => `/api/sites/${encodeURIComponent(id)}`;

export const siteMonitoringQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["monitoring", siteId, "schedule"],
    queryFn: ({ signal }) => api.get<SiteMonitoring>(`${site(siteId)}/monitoring`, signal),
  });

/** Keyed by the analysis time, so a finished analysis fetches its comparison. */
export const siteComparisonQuery = (siteId: string, lastAnalyzed: string | null) =>
  queryOptions({
    queryKey: ["monitoring", siteId, "comparison", lastAnalyzed],
    queryFn: ({ signal }) =>
      api.get<SiteComparisonResponse>(`${site(siteId)}/comparison`, signal).then((body) => body.comparison),
  });

export const saveSiteMonitoring = (siteId: string, change: UpdateSiteMonitoring) =>
  api.put<SiteMonitoring>(`${site(siteId)}/monitoring`, change);
