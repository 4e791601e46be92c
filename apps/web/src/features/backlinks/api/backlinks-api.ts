import type {
  ImportBacklinksResponse,
  KnownBacklinksQuery,
  KnownBacklinksResponse,
  ProviderBacklinksResponse,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const id = encodeURIComponent;

export type KnownLinkFilters = Partial<Pick<KnownBacklinksQuery, "status" | "type" | "q">> & { page: number };

const search = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== "")
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const knownLinksQuery = (siteId: string, filters: KnownLinkFilters) =>
  queryOptions({
    queryKey: ["backlinks", siteId, filters],
    queryFn: ({ signal }) =>
      api.get<KnownBacklinksResponse>(
        `/api/sites/${id(siteId)}/backlinks?${search({ ...filters, pageSize: 25 })}`,
        signal,
      ),
  });

export const exportUrl = (siteId: string, filters: KnownLinkFilters) =>
  `/api/sites/${id(siteId)}/backlinks/export.csv?${search({ status: filters.status, type: filters.type, q: filters.q })}`;

/** The provider look-up as CSV (up to 1,000 rows; counts one backlink check). */
export const providerExportUrl = (target: { siteId?: string; url?: string }, include: string) =>
  `/api/backlinks/lookup.csv?${search({ ...target, include })}`;

export const backlinksApi = {
  importLinks: (siteId: string, text: string) =>
    api.post<ImportBacklinksResponse>(`/api/sites/${id(siteId)}/backlinks/import`, { text }),
  verify: (siteId: string) => api.post<{ queued: number }>(`/api/sites/${id(siteId)}/backlinks/verify`, {}),
  remove: (siteId: string, linkId: string) =>
    api.delete<{ ok: true }>(`/api/sites/${id(siteId)}/backlinks/${id(linkId)}`),
  lookup: (target: { siteId?: string; url?: string }, include: string, cursor?: string) =>
    api.get<ProviderBacklinksResponse>(`/api/backlinks/lookup?${search({ ...target, include, cursor })}`),
};
