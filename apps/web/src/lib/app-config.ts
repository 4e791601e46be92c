import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type SisterApp = { name: string; url: string; description: { tr: string; en: string } };
export type AppConfig = {
  sisterApps: SisterApp[];
  contact: { email: string; phones: string[] };
  botCheck: { provider: "altcha" | "turnstile"; siteKey: string | null };
  environment: "development" | "production" | "test";
};

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return api.get<AppConfig>("/api/config", signal);
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["app-config"],
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
