import type { Language } from "../http/language";

interface PageRow {
  slug: string;
  pageType: string;
  language: Language;
  title: string;
  content: string;
  updatedAt?: Date;
}

/**
 * Spec §2: the page whose slug (else page type) is `key`, in the asked language or else the other
 * one, in the API's shape; null when there is none.
 */
export function pickPageContent(rows: PageRow[], key: string, language: Language) {
  const bySlug = rows.filter((row) => row.slug === key);
  const candidates = bySlug.length > 0 ? bySlug : rows.filter((row) => row.pageType === key);
  const page = candidates.find((row) => row.language === language) ?? candidates[0];
  if (!page) return null;
  return {
    slug: page.slug,
    pageType: page.pageType,
    language: page.language,
    title: page.title,
    content: page.content,
    updatedAt: (page.updatedAt ?? new Date(0)).toISOString(),
  };
}
