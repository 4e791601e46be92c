import { seedBlogPosts } from "../blog/seed-blog-posts";
import type { Database } from "../db/database";
import { seedPlans } from "../plans/seed-plans";
import { seedPageContents } from "./seed-page-contents";

/** Brings the database's public content up to date with the repository; safe to run at every start. */
export async function seedPublicContent(database: Database): Promise<void> {
  await seedPlans(database);
  await seedBlogPosts(database);
  await seedPageContents(database);
}
