import type {
  AppliedMeta,
  ApplyMetaRequest,
  IntegrationsStatus,
  MetaTagRequest,
  MetaTagResult,
  SchemaRequest,
  SchemaResult,
  SchemaValidation,
} from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

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
