import type { AnalysisProgress, Localized, ScanResult } from "@sitelens/shared";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

const score = (name: string) => integer(name).notNull().default(0);

/** Spec §3 Site; analysis_data is the engine's ScanResult. */
export const sites = pgTable(
  "sites",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /**
     * Spec §5 duplicate key, as `siteDuplicateKey` computes it from the stored (checkSiteUrl) URL:
     * host without www and port, path without trailing slashes, no query. Generated, so the unique
     * index below holds for every row however it was written.
     */
    urlKey: text("url_key")
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(substring(url from '^[a-z]+://([^/:?#]+)'), '^www[.]', '') || rtrim(coalesce(substring(url from '^[a-z]+://[^/?#]+([^?#]*)'), ''), '/')`,
      ),
    status: text("status", { enum: ["analyzing", "completed", "error"] })
      .notNull()
      .default("analyzing"),
    overallScore: score("overall_score"),
    googleSeo: score("google_seo"),
    bingSeo: score("bing_seo"),
    yandexSeo: score("yandex_seo"),
    chatgptVisibility: score("chatgpt_visibility"),
    geminiVisibility: score("gemini_visibility"),
    grokVisibility: score("grok_visibility"),
    previousScore: integer("previous_score"),
    lastAnalyzed: timestamp("last_analyzed", { withTimezone: true }),
    analysisData: jsonb("analysis_data").$type<ScanResult>(),
    metaAnalysis: jsonb("meta_analysis").$type<Record<string, unknown>>(),
    errorReason: jsonb("error_reason").$type<Localized>(),
    progress: jsonb("progress").$type<AnalysisProgress>(),
    analysisStartedAt: timestamp("analysis_started_at", { withTimezone: true }),
    analysisJobId: text("analysis_job_id"),
    /** The attempt allowed to write this site's analysis; a superseded attempt's writes match no row. */
    analysisAttemptId: text("analysis_attempt_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sites_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("sites_user_url_key_idx").on(table.userId, table.urlKey),
  ],
);

/** Spec §3 Page: one row per crawled or manually added page of a site. */
export const sitePages = pgTable(
  "site_pages",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    seoScore: integer("seo_score"),
    status: text("status", { enum: ["analyzing", "completed", "error"] })
      .notNull()
      .default("completed"),
    httpStatus: integer("http_status"),
    inSitemap: boolean("in_sitemap").notNull().default(false),
    addedManually: boolean("added_manually").notNull().default(false),
    failingAudits: jsonb("failing_audits").$type<string[]>().notNull().default([]),
    errorReason: text("error_reason"),
    analyzedAt: timestamp("analyzed_at", { withTimezone: true }),
    /** When a page added by hand was queued: the sweeper ends one still analyzing long after. */
    analysisStartedAt: timestamp("analysis_started_at", { withTimezone: true }),
    /** Applied from the meta tag generator: what the page's tags should become. */
    suggestedMetaTitle: text("suggested_meta_title"),
    suggestedMetaDescription: text("suggested_meta_description"),
  },
  (table) => [uniqueIndex("site_pages_site_url_idx").on(table.siteId, table.url)],
);

/** Spec §3 Historical data: one row per completed analysis. */
export const historicalData = pgTable(
  "historical_data",
  {
    id: text("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    overall: integer("overall"),
    google: integer("google"),
    bing: integer("bing"),
    yandex: integer("yandex"),
    chatgpt: integer("chatgpt"),
    gemini: integer("gemini"),
    grok: integer("grok"),
    categories: jsonb("categories").$type<Record<string, number | null>>().notNull(),
    /** Started by the monitoring schedule rather than by someone pressing the button. */
    scheduled: boolean("scheduled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("historical_data_site_created_idx").on(table.siteId, table.createdAt)],
);

/** Spec §4 Site connection: ownership proof by HTML file, meta tag or DNS TXT record. */
export const siteVerifications = pgTable("site_verifications", {
  siteId: text("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  method: text("method", { enum: ["file", "meta", "dns"] }),
  status: text("status", { enum: ["not_connected", "verified", "failed"] })
    .notNull()
    .default("not_connected"),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
});

/** The first site-limit hit of a user: the limit e-mail and warning go out only once (spec §7). */
export const siteLimitHits = pgTable("site_limit_hits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailFailed: boolean("email_failed").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
