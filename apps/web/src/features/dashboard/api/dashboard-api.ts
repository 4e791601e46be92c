import type { Dashboard } from "@sitelens/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ["dashboard"],
    queryFn: ({ signal }) => api.get<Dashboard>("/api/dashboard", signal),
  });
