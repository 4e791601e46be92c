import type {
  AiContentRequest,
  AppliedMeta,
  ApplyMetaRequest,
  ContentDraft,
  ContentDraftFields,
  ContentPlanningFields,
  IntegrationsStatus,
  MetaTagRequest,
  MetaTagResult,
  SchemaRequest,
  SchemaResult,
  SchemaValidation,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, apiTextStream } from "@/lib/api-client";

/** Which AI provider answers (no secrets): the tools label their non-AI method when there is none. */
export const integrationsQuery = () =>
  queryOptions({
    queryKey: ["integrations"],
    queryFn: ({ signal }) => api.get<IntegrationsStatus>("/api/integrations", signal),
  });

export const metaTagsApi = {
  generate: (request: MetaTagRequest) => api.post<MetaTagResult>("/api/page-tools/meta-tags", request),
  apply: (request: ApplyMetaRequest) => api.post<AppliedMeta>("/api/page-tools/meta-tags/apply", request),
};

export const schemaApi = {
  generate: (request: SchemaRequest) => api.post<SchemaResult>("/api/page-tools/schema", request),
  validate: (jsonLd: string) => api.post<SchemaValidation>("/api/page-tools/schema/validate", { jsonLd }),
};

const id = encodeURIComponent;

export const draftsQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["content-drafts", siteId],
    queryFn: ({ signal }) =>
      api
        .get<{ drafts: ContentDraft[] }>(`/api/content-drafts?siteId=${id(siteId)}`, signal)
        .then((body) => body.drafts),
  });

export const draftQuery = (draftId: string) =>
  queryOptions({
    queryKey: ["content-draft", draftId],
    queryFn: ({ signal }) => api.get<ContentDraft>(`/api/content-drafts/${id(draftId)}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const draftsApi = {
  create: (siteId: string, language: "tr" | "en") =>
    api.post<ContentDraft>("/api/content-drafts", { siteId, language }),
  save: (draftId: string, fields: ContentDraftFields & ContentPlanningFields, baseVersion: number) =>
    api.put<ContentDraft>(`/api/content-drafts/${id(draftId)}`, { ...fields, baseVersion }),
  ai: (request: AiContentRequest, signal: AbortSignal) =>
    apiTextStream("/api/content-drafts/ai", request, signal),
};
