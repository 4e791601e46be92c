import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import type { Language } from "./language";

export type LocaleSuggestion = { language: Language; country: string | null };

export function getLocaleSuggestion(signal?: AbortSignal): Promise<LocaleSuggestion> {
  return api.get<LocaleSuggestion>("/api/locale", signal);
}

export const localeSuggestionQueryOptions = () =>
  queryOptions({
    queryKey: ["locale-suggestion"],
    queryFn: ({ signal }) => getLocaleSuggestion(signal),
    staleTime: Infinity,
  });

export function useLocaleSuggestion(enabled: boolean) {
  return useQuery({ ...localeSuggestionQueryOptions(), enabled });
}
