import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { blogPosts, blogPostViews } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { Language } from "../http/language";

/**
 * Counts a view once per client per post per UTC day. The client is its IP alone: with the User-Agent
 * in the key, changing that header counted a new view on every request (decision 166). Only a hash
 * of IP, post and day is stored, never the raw IP, and no cookie is needed.
 */
export async function countBlogView(
  database: Database,
  input: { language: Language; slug: string; ip: string | null; now?: Date },
): Promise<{ viewCount: number }> {
  const { db } = database;
  const [post] = await db
    .select({ id: blogPosts.id, viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(eq(blogPosts.language, input.language), eq(blogPosts.slug, input.slug)));
  if (!post) throw new AppError("not_found");
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  const visitorHash = createHash("sha256")
    .update(`blog-view\n${post.id}\n${day}\n${input.ip ?? "unknown"}`)
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
