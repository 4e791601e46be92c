import type { Language } from "@/lib/language";

/** Query keys of the public pages' data, shared by the pages and the pre-renderer that seeds them. */
export const marketingKeys = {
  plans: () => ["plans"] as const,
  blogList: (language: Language) => ["blog", language] as const,
  blogPost: (language: Language, slug: string) => ["blog", language, slug] as const,
  page: (language: Language, key: string) => ["page", language, key] as const,
};
