import type {
  Ga4Panel,
  GoogleConnection,
  GooglePropertyChoices,
  GoogleService,
  SaveGoogleProperties,
  SearchConsolePanel,
  SiteGoogleProperties,
  Task,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const id = encodeURIComponent;
/** While the first report is being fetched, the panel asks again every few seconds. */
const WAITING_POLL_MS = 3000;

export const googleConnectionQuery = () =>
  queryOptions({
    queryKey: ["google", "connection"],
    queryFn: ({ signal }) => api.get<GoogleConnection>("/api/google/connection", signal),
  });

export const googlePropertiesQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["google", "properties", siteId],
    queryFn: ({ signal }) =>
      api.get<GooglePropertyChoices>(`/api/sites/${id(siteId)}/google/properties`, signal),
    staleTime: 10 * 60_000,
  });

/** After a failed refresh the panel looks again now and then, so the job's retry shows up by itself. */
const FAILED_POLL_MS = 15_000;

const waiting = (
  panel: { problem: string | null; fetchedAt: string | null; property: string | null } | undefined,
) =>
  panel?.property && !panel.fetchedAt && panel.problem === null
    ? WAITING_POLL_MS
    : panel?.problem === "failed"
      ? FAILED_POLL_MS
      : false;

export const searchConsolePanelQuery = (siteId: string, days: number) =>
  queryOptions({
    queryKey: ["google", "search-console", siteId, days],
    queryFn: ({ signal }) =>
      api.get<SearchConsolePanel>(`/api/sites/${id(siteId)}/google/search-console?days=${days}`, signal),
    refetchInterval: (query) => waiting(query.state.data),
    placeholderData: (previous) => previous,
  });

export const ga4PanelQuery = (siteId: string, days: number) =>
  queryOptions({
    queryKey: ["google", "ga4", siteId, days],
    queryFn: ({ signal }) => api.get<Ga4Panel>(`/api/sites/${id(siteId)}/google/ga4?days=${days}`, signal),
    refetchInterval: (query) => waiting(query.state.data),
    placeholderData: (previous) => previous,
  });

export const googleApi = {
  /** Sends the browser to Google's consent screen; it comes back to the tab with ?google=<outcome>. */
  connect: async (input: {
    services: GoogleService[];
    siteId?: string;
    returnTab?: "searchConsole" | "ga4";
  }) => {
    const { authorizationUrl } = await api.post<{ authorizationUrl: string }>("/api/google/connect", input);
    window.location.assign(authorizationUrl);
  },
  disconnect: () => api.delete<{ ok: true }>("/api/google/connection"),
  refresh: (siteId: string) => api.post<{ ok: true }>(`/api/sites/${id(siteId)}/google/refresh`, {}),
  saveProperties: (siteId: string, input: SaveGoogleProperties) =>
    api.put<SiteGoogleProperties>(`/api/sites/${id(siteId)}/google/properties`, input),
  createStrikingTask: (siteId: string, query: string) =>
    api.post<Task>(`/api/sites/${id(siteId)}/google/search-console/striking-tasks`, { query }),
  csvUrl: (siteId: string, table: "queries" | "pages") =>
    `/api/sites/${id(siteId)}/google/search-console/export?table=${table}`,
};
