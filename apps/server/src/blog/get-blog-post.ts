import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { blogPosts } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";
import { blogSummaryColumns, serialiseDates } from "./list-blog-posts";
import { pickRelated } from "./pick-related";

/** One post with its body, its twin's slug in the other language and related posts (same category first). */
export async function getBlogPost(database: Database, language: Language, slug: string) {
  const { db } = database;
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.language, language), eq(blogPosts.slug, slug)));
  if (!post) throw new AppError("not_found");
  const [twin] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, post.translationKey), ne(blogPosts.language, language)));
  const others = await db
    .select(blogSummaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.language, language), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.publishedAt));
  const related = pickRelated(post, others);
  const { id: _id, ...fields } = post;
  return {
    ...serialiseDates(fields),
    alternateSlug: twin?.slug ?? null,
    related: related.map(serialiseDates),
  };
}
