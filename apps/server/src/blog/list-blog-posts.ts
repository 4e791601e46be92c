import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { blogPosts } from "../db/schema";
import type { Language } from "../http/language";

export const blogSummaryColumns = {
  slug: blogPosts.slug,
  language: blogPosts.language,
  translationKey: blogPosts.translationKey,
  title: blogPosts.title,
  description: blogPosts.description,
  category: blogPosts.category,
  tags: blogPosts.tags,
  author: blogPosts.author,
  featured: blogPosts.featured,
  readMinutes: blogPosts.readMinutes,
  viewCount: blogPosts.viewCount,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

/** Posts of one language, newest first, without their bodies. */
export async function listBlogPosts(database: Database, language: Language) {
  const rows = await database.db
    .select(blogSummaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.language, language))
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map(serialiseDates);
}

export function serialiseDates<T extends { publishedAt: Date; updatedAt: Date }>(row: T) {
  return { ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
