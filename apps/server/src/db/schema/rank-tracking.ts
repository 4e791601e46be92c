import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/** A keyword tracked for one site on one engine, country, language and device. */
export const trackedKeywords = pgTable(
  "tracked_keywords",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    keyword: text("keyword").notNull(),
    engine: text("engine", { enum: ["google", "bing", "yandex"] }).notNull(),
    country: text("country").notNull(),
    language: text("language").notNull(),
    device: text("device", { enum: ["desktop", "mobile"] }).notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    alertThreshold: integer("alert_threshold"),
    /** Scheduled re-checks: the worker picks rows whose time has come (spread over the day on add). */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tracked_keywords_unique_idx").on(
      table.siteId,
      table.keyword,
      table.engine,
      table.country,
      table.language,
      table.device,
    ),
    index("tracked_keywords_user_idx").on(table.userId),
    index("tracked_keywords_next_check_idx").on(table.nextCheckAt),
  ],
);

/**
 * One check of a tracked keyword. status found has a position; not_found means the top 100 was
 * scanned without the site; failed carries the reason and never a position.
 */
export const rankChecks = pgTable(
  "rank_checks",
  {
    id: text("id").primaryKey(),
    trackedKeywordId: text("tracked_keyword_id")
      .notNull()
      .references(() => trackedKeywords.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["found", "not_found", "failed"] }).notNull(),
    position: integer("position"),
    absolutePosition: integer("absolute_position"),
    url: text("url"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    questions: jsonb("questions").$type<string[]>().notNull().default([]),
    failureReason: text("failure_reason"),
    failureMessage: text("failure_message"),
    provider: text("provider"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rank_checks_keyword_time_idx").on(table.trackedKeywordId, table.checkedAt)],
);
