import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/**
 * Spec §3 Backlink, for links the user told us about (an import) and that our own verifier
 * re-checks: one row per source page linking to the site.
 */
export const knownBacklinks = pgTable(
  "known_backlinks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    sourceUrl: text("source_url").notNull(),
    finalSourceUrl: text("final_source_url"),
    status: text("status", { enum: ["pending", "active", "broken", "redirect", "unknown"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    sourceHttpStatus: integer("source_http_status"),
    targetUrl: text("target_url"),
    targetHttpStatus: integer("target_http_status"),
    targetLocation: text("target_location"),
    anchor: text("anchor"),
    rel: jsonb("rel").$type<string[]>().notNull().default([]),
    linkType: text("link_type"),
    indexable: boolean("indexable"),
    indexability: jsonb("indexability").$type<string[]>().notNull().default([]),
    pageNofollow: boolean("page_nofollow").notNull().default(false),
    origin: text("origin", { enum: ["import", "dataforseo", "moz"] })
      .notNull()
      .default("import"),
    firstSeen: timestamp("first_seen", { withTimezone: true }),
    lastSeen: timestamp("last_seen", { withTimezone: true }),
    lostAt: timestamp("lost_at", { withTimezone: true }),
    lastChecked: timestamp("last_checked", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("known_backlinks_site_source_idx").on(table.siteId, table.sourceUrl),
    index("known_backlinks_user_idx").on(table.userId),
  ],
);
