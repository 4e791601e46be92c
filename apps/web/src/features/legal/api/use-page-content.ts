import { useQuery } from "@tanstack/react-query";
import { marketingKeys } from "@/features/marketing/api/query-keys";
import { ApiError, api } from "@/lib/api-client";
import type { Language } from "@/lib/language";

export interface PageContent {
  slug: string;
  pageType: string;
  language: Language;
  title: string;
  content: string;
  updatedAt: string;
}

/** A page's text in the language asked for, or in the other one; null when neither exists. */
export function usePageContent(language: Language, key: string) {
  return useQuery({
    queryKey: marketingKeys.page(language, key),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PageContent>(`/api/pages/${language}/${encodeURIComponent(key)}`, signal);
      } catch (error) {
        if (error instanceof ApiError && error.code === "content_not_found") return null;
        throw error;
      }
    },
  });
}
