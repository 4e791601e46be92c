import type { CompetitorSharedKeywords, Localized, ScanResult } from "@sitelens/shared";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sites } from "./sites";

/** Spec §3 Competitor (name, URL) of one of the user's sites, analysed by our own engine. */
export const competitors = pgTable(
  "competitors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** Registrable domain: one competitor per domain and site. */
    domain: text("domain").notNull(),
    source: text("source", { enum: ["manual", "ai", "dataforseo"] })
      .notNull()
      .default("manual"),
    status: text("status", { enum: ["analyzing", "completed", "error"] })
      .notNull()
      .default("analyzing"),
    errorReason: jsonb("error_reason").$type<Localized>(),
    analysisData: jsonb("analysis_data").$type<ScanResult>(),
    lastAnalyzed: timestamp("last_analyzed", { withTimezone: true }),
    analysisStartedAt: timestamp("analysis_started_at", { withTimezone: true }),
    /** The pg-boss job analysing it: the sweep (decision 167) fails an `analyzing` row whose job has ended. */
    analysisJobId: text("analysis_job_id"),
    /** Keywords both domains rank for, from the SERP data provider when the user last asked. */
    sharedKeywords: jsonb("shared_keywords").$type<CompetitorSharedKeywords>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("competitors_site_domain_idx").on(table.siteId, table.domain),
    index("competitors_user_idx").on(table.userId),
  ],
);

/** One row per completed competitor analysis: the history of its scores. */
export const competitorHistory = pgTable(
  "competitor_history",
  {
    id: text("id").primaryKey(),
    competitorId: text("competitor_id")
      .notNull()
      .references(() => competitors.id, { onDelete: "cascade" }),
    overall: integer("overall"),
    scores: jsonb("scores").$type<ScanResult["scores"]>().notNull(),
    pagesCrawled: integer("pages_crawled").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("competitor_history_created_idx").on(table.competitorId, table.createdAt)],
);
