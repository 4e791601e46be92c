import type {
  AddSiteRequest,
  AnalyzeSiteResponse,
  HistoryPoint,
  PaymentStatus,
  PlanLimitsResponse,
  Site,
  SiteDetail,
  SitePage,
  Verification,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const id = encodeURIComponent;

export const sitesQuery = () =>
  queryOptions({
    queryKey: ["sites"],
    queryFn: ({ signal }) => api.get<{ sites: Site[] }>("/api/sites", signal).then((body) => body.sites),
  });

/** The detail holds the whole stored analysis, so it is refetched on site.updated only, not on progress. */
export const siteQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["site", siteId],
    queryFn: ({ signal }) => api.get<SiteDetail>(`/api/sites/${id(siteId)}`, signal),
  });

export const historyQuery = (siteId: string, days: number) =>
  queryOptions({
    queryKey: ["history", siteId, days],
    queryFn: ({ signal }) =>
      api
        .get<{ history: HistoryPoint[] }>(`/api/sites/${id(siteId)}/history?days=${days}`, signal)
        .then((body) => body.history),
  });

export const pagesQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["site", siteId, "pages"],
    queryFn: ({ signal }) =>
      api.get<{ pages: SitePage[] }>(`/api/sites/${id(siteId)}/pages`, signal).then((body) => body.pages),
  });

export const verificationQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["site", siteId, "verification"],
    queryFn: ({ signal }) => api.get<Verification>(`/api/sites/${id(siteId)}/verification`, signal),
  });

export const planLimitsQuery = () =>
  queryOptions({
    queryKey: ["plan-limits"],
    queryFn: ({ signal }) => api.get<PlanLimitsResponse>("/api/plan-limits", signal),
  });

export const paymentStatusQuery = () =>
  queryOptions({
    queryKey: ["invoices", "payment-status"],
    queryFn: ({ signal }) => api.get<PaymentStatus>("/api/payment-status", signal),
  });

export const sitesApi = {
  add: (request: AddSiteRequest) => api.post<Site>("/api/sites", request),
  remove: (siteId: string) => api.delete<{ ok: true }>(`/api/sites/${id(siteId)}`),
  analyze: (siteId: string, force: boolean) =>
    api.post<AnalyzeSiteResponse>(`/api/sites/${id(siteId)}/analyze`, { force }),
  addPage: (siteId: string, url: string) => api.post<SitePage>(`/api/sites/${id(siteId)}/pages`, { url }),
  checkVerification: (siteId: string, method: Verification["method"]) =>
    api.post<Verification>(`/api/sites/${id(siteId)}/verification/check`, { method }),
  reportUrl: (siteId: string, language: string) => `/api/sites/${id(siteId)}/report.pdf?lang=${language}`,
};
