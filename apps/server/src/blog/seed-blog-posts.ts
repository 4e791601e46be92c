import { notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { blogPosts } from "../db/schema";
import { readBlogFiles } from "./read-blog-files";

/** The repository's markdown is the source of truth: upsert every post (keeping view counts), drop removed ones. */
export async function seedBlogPosts(database: Database, contentDir?: string): Promise<void> {
  const posts = readBlogFiles(contentDir);
  if (posts.length === 0) return;
  await database.db
    .insert(blogPosts)
    .values(posts)
    .onConflictDoUpdate({
      target: blogPosts.id,
      set: Object.fromEntries(
        Object.keys(posts[0]!)
          .filter((key) => key !== "id")
          .map((key) => [key, sql.raw(`excluded.${toColumn(key)}`)]),
      ),
    });
  await database.db.delete(blogPosts).where(
    notInArray(
      blogPosts.id,
      posts.map((post) => post.id),
    ),
  );
}

function toColumn(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
