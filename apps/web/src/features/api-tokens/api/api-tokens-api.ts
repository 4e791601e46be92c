import type { ApiToken, CreateApiTokenRequest, CreatedApiToken } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const apiTokensQuery = () =>
  queryOptions({
    queryKey: ["account", "api-tokens"],
    queryFn: ({ signal }) => api.get<{ tokens: ApiToken[] }>("/api/settings/tokens", signal),
  });

export const apiTokensApi = {
  create: (request: CreateApiTokenRequest) => api.post<CreatedApiToken>("/api/settings/tokens", request),
  revoke: (id: string) => api.delete<{ ok: true }>(`/api/settings/tokens/${id}`),
};
