import type {
  SiteVisibility,
  UpdateVisibilitySetup,
  VisibilityAnswer,
  VisibilityPromptSuggestions,
  VisibilityRun,
  VisibilitySetup,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const site = (id: string) => `/api/sites/${encodeURIComponent(id)}/visibility`;

export const siteVisibilityQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["visibility", siteId],
    queryFn: ({ signal }) => api.get<SiteVisibility>(site(siteId), signal),
  });
export const visibilityRunsQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["visibility", siteId, "runs"],
    queryFn: ({ signal }) =>
      api.get<{ runs: VisibilityRun[] }>(`${site(siteId)}/runs`, signal).then((body) => body.runs),
    // Poll while a measurement is running: it takes minutes and sends no live event.
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === "running") ? 5_000 : false),
  });
export const visibilitySetupQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["visibility", siteId, "setup"],
    queryFn: ({ signal }) => api.get<VisibilitySetup>(`${site(siteId)}/setup`, signal),
  });
export const visibilityAnswersQuery = (runId: string) =>
  queryOptions({
    queryKey: ["visibility-answers", runId],
    queryFn: ({ signal }) =>
      api
        .get<{ answers: VisibilityAnswer[] }>(
          `/api/visibility/runs/${encodeURIComponent(runId)}/answers`,
          signal,
        )
        .then((body) => body.answers),
  });

export const measureVisibility = (siteId: string) => api.post<{ queued: true }>(`${site(siteId)}/runs`);
export const saveVisibilitySetup = (siteId: string, setup: UpdateVisibilitySetup) =>
  api.put<VisibilitySetup>(`${site(siteId)}/setup`, setup);
export const suggestVisibilityPrompts = (siteId: string) =>
  api.post<VisibilityPromptSuggestions>(`${site(siteId)}/prompt-suggestions`);
