import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Spec §3 Blog post. One row per language; `translationKey` links a post to its other-language twin. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    translationKey: text("translation_key").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Markdown, as written in content/blog. */
    content: text("content").notNull(),
    category: text("category").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    author: text("author").notNull(),
    featured: boolean("featured").notNull().default(false),
    readMinutes: integer("read_minutes").notNull(),
    viewCount: integer("view_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("blog_posts_language_slug_idx").on(table.language, table.slug),
    index("blog_posts_published_idx").on(table.publishedAt),
  ],
);

/** One row per post, visitor and day: a view is counted once per visitor per day. */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: text("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.visitorHash, table.day] })],
);
