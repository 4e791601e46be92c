import { and, eq, or } from "drizzle-orm";
import type { Database } from "../db/database";
import { pageContents } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";

/**
 * A page by slug or page type in the asked language, else in the other one (spec §2);
 * `content_not_found` when neither exists or is active.
 */
export async function getPageContent(database: Database, key: string, language: Language) {
  const rows = await database.db
    .select()
    .from(pageContents)
    .where(
      and(eq(pageContents.isActive, true), or(eq(pageContents.slug, key), eq(pageContents.pageType, key))),
    );
  const bySlug = rows.filter((row) => row.slug === key);
  const candidates = bySlug.length > 0 ? bySlug : rows;
  const page = candidates.find((row) => row.language === language) ?? candidates[0];
  if (!page) throw new AppError("content_not_found");
  return {
    slug: page.slug,
    pageType: page.pageType,
    language: page.language,
    title: page.title,
    content: page.content,
    updatedAt: page.updatedAt.toISOString(),
  };
}
