import type { ContentChannel, ContentState } from "@sitelens/shared";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/**
 * Spec §3 Content item, as the content editor saves it while the user writes. `version` grows by
 * one on every save; a save based on an older version is a conflict (two tabs), never an overwrite.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    /** The article as HTML (the editor's output). */
    body: text("body").notNull().default(""),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    slug: text("slug").notNull().default(""),
    keyphrase: text("keyphrase").notNull().default(""),
    language: text("language", { enum: ["tr", "en"] }).notNull(),
    socialText: text("social_text").notNull().default(""),
    emailText: text("email_text").notNull().default(""),
    /** When the item goes out, in UTC; null while it is an unscheduled draft. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The calendar state (spec §4): the planning side sets draft/scheduled, distribution the rest. */
    state: text("state").$type<ContentState>().notNull().default("draft"),
    /** The channels chosen for this item; a connection id for every kind except manual. */
    channels: jsonb("channels").$type<ContentChannel[]>().notNull().default([]),
    /** The live URL once published to the site (by a CMS channel or marked by hand). */
    publishedUrl: text("published_url"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_drafts_user_site_idx").on(table.userId, table.siteId, table.updatedAt),
    index("content_drafts_publish_idx").on(table.state, table.publishAt),
  ],
);
