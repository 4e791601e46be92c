import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { marketingKeys } from "@/features/marketing/api/query-keys";
import { api } from "@/lib/api-client";
import type { Language } from "@/lib/language";

export interface BlogSummary {
  slug: string;
  language: Language;
  translationKey: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  author: string;
  featured: boolean;
  readMinutes: number;
  viewCount: number;
  publishedAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogSummary {
  content: string;
  alternateSlug: string | null;
  related: BlogSummary[];
}

export function useBlogPosts(language: Language) {
  return useQuery({
    queryKey: marketingKeys.blogList(language),
    queryFn: ({ signal }) => api.get<{ posts: BlogSummary[] }>(`/api/blog/${language}`, signal),
  });
}

export function useBlogPost(language: Language, slug: string) {
  return useQuery({
    queryKey: marketingKeys.blogPost(language, slug),
    queryFn: ({ signal }) => api.get<BlogPost>(`/api/blog/${language}/${encodeURIComponent(slug)}`, signal),
    retry: false,
  });
}

/**
 * Counts the view server-side (once per visitor per day), then refetches the post so the count
 * shown includes it; the refetch replaces any read that raced the count.
 */
export function useCountView(language: Language, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ viewCount: number }>(`/api/blog/${language}/${encodeURIComponent(slug)}/view`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.blogPost(language, slug) }),
  });
}
