import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { blogPosts, blogPostViews } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";

/**
 * Counts a view once per visitor per UTC day. The visitor is a hash of IP and user agent, so no
 * cookie is needed and no raw IP is stored.
 */
export async function countBlogView(
  database: Database,
  input: { language: Language; slug: string; ip: string | null; userAgent: string; now?: Date },
): Promise<{ viewCount: number }> {
  const { db } = database;
  const [post] = await db
    .select({ id: blogPosts.id, viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(eq(blogPosts.language, input.language), eq(blogPosts.slug, input.slug)));
  if (!post) throw new AppError("not_found");
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  const visitorHash = createHash("sha256")
    .update(`${input.ip ?? "unknown"}\n${input.userAgent}`)
    .digest("hex");
  const inserted = await db
    .insert(blogPostViews)
    .values({ postId: post.id, visitorHash, day })
    .onConflictDoNothing()
    .returning({ postId: blogPostViews.postId });
  if (inserted.length === 0) return { viewCount: post.viewCount };
  const [updated] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(eq(blogPosts.id, post.id))
    .returning({ viewCount: blogPosts.viewCount });
  return { viewCount: updated?.viewCount ?? post.viewCount + 1 };
}
