import type { CreateConnectionRequest, DistributionConnection, DistributionOutcomes } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const connectionsQuery = () =>
  queryOptions({
    queryKey: ["distribution-connections"],
    queryFn: ({ signal }) =>
      api.get<{ connections: DistributionConnection[] }>("/api/distribution/connections", signal),
  });

export const distributionOutcomesQuery = (contentId: string) =>
  queryOptions({
    queryKey: ["distribution-outcomes", contentId],
    queryFn: ({ signal }) => api.get<DistributionOutcomes>(`/api/content/${contentId}/distribution`, signal),
    // Channels settle in the background: look again while any is still on its way.
    refetchInterval: (query) =>
      query.state.data?.outcomes.some(
        (outcome) => outcome.status === "pending" || outcome.status === "sending",
      )
        ? 5_000
        : false,
  });

export const distributionApi = {
  connect: (request: CreateConnectionRequest) =>
    api.post<DistributionConnection>("/api/distribution/connections", request),
  disconnect: (id: string) => api.delete<{ ok: true }>(`/api/distribution/connections/${id}`),
  retry: (contentId: string) => api.post<{ retried: number }>(`/api/content/${contentId}/distribution/retry`),
};
