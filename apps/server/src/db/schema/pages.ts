import { boolean, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Spec §3 Page content: legal and other editable page texts, per page type/slug and language. */
export const pageContents = pgTable(
  "page_contents",
  {
    id: text("id").primaryKey(),
    pageType: text("page_type").notNull(),
    slug: text("slug").notNull(),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    title: text("title").notNull(),
    /** Markdown. */
    content: text("content").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("page_contents_slug_language_idx").on(table.slug, table.language)],
);
