import { z } from "zod";
import { searchConsoleQuerySchema } from "../google/panel-contracts";

/** API contracts of the rank checker (spec §3 Rank result, §5, §9: top 100). */

export const SEARCH_ENGINES = ["google", "bing", "yandex"] as const;
export const SEARCH_DEVICES = ["desktop", "mobile"] as const;
export const RANK_COUNTRIES = ["tr", "us", "gb", "de", "fr", "nl", "az"] as const;
export const RANK_LANGUAGES = ["tr", "en", "de", "fr", "nl", "az"] as const;
/**
 * found: a position; not_found: the first 100 results were scanned and the site is not among them;
 * failed: the check itself did not complete (provider error, quota) and can be retried.
 * Never collapsed into each other (SerpBear #272, #336 stored failures as 0 or "> 100").
 */
export const RANK_CHECK_STATUSES = ["found", "not_found", "failed"] as const;
export const RANK_HISTORY_RANGES = ["7d", "30d", "90d", "1y"] as const;
export const RANK_HISTORY_DAYS: Record<(typeof RANK_HISTORY_RANGES)[number], number> = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
  "1y": 365,
};
export const RANK_DEPTH = 100;
export const MAX_BULK_KEYWORDS = 200;

export const rankCheckSchema = z.object({
  id: z.string(),
  status: z.enum(RANK_CHECK_STATUSES),
  position: z.number().int().nullable(),
  absolutePosition: z.number().int().nullable(),
  url: z.string().nullable(),
  features: z.array(z.string()),
  failureReason: z.string().nullable(),
  failureMessage: z.string().nullable(),
  provider: z.string().nullable(),
  checkedAt: z.string(),
});
export type RankCheck = z.infer<typeof rankCheckSchema>;

export const trackedKeywordSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  keyword: z.string(),
  engine: z.enum(SEARCH_ENGINES),
  country: z.string(),
  language: z.string(),
  device: z.enum(SEARCH_DEVICES),
  tags: z.array(z.string()),
  /** Notify when the position moves by at least this many places (null: only top-10 entries and exits). */
  alertThreshold: z.number().int().nullable(),
  createdAt: z.string(),
  nextCheckAt: z.string().nullable(),
  latest: rankCheckSchema.nullable(),
  /** The last completed (found or not_found) check before the latest one, for the change column. */
  previous: rankCheckSchema.nullable(),
  bestPosition: z.number().int().nullable(),
  /** previous position minus latest: positive is an improvement; null when either is not a position. */
  change: z.number().int().nullable(),
});
export type TrackedKeyword = z.infer<typeof trackedKeywordSchema>;

/**
 * The rank checker's list: each tracked keyword with Search Console's average position for the same
 * query (a 28-day average over impressions, Google only, not a rank check), and the site's other
 * Search Console queries as a free, approximate ranking source. Empty when Search Console is not connected.
 */
export const rankTrackerListSchema = z.object({
  keywords: z.array(trackedKeywordSchema.extend({ searchConsole: searchConsoleQuerySchema.nullable() })),
  searchConsoleQueries: z.array(searchConsoleQuerySchema),
});
export type RankTrackerList = z.infer<typeof rankTrackerListSchema>;

const keywordText = z
  .string()
  .transform((text) => text.trim().replace(/\s+/g, " "))
  .pipe(z.string().min(1).max(200));
const tag = z.string().trim().min(1).max(40);

export const addTrackedKeywordsRequestSchema = z.object({
  siteId: z.string().min(1),
  keywords: z.array(keywordText).min(1).max(MAX_BULK_KEYWORDS),
  engine: z.enum(SEARCH_ENGINES).default("google"),
  country: z.enum(RANK_COUNTRIES).default("tr"),
  language: z.enum(RANK_LANGUAGES).default("tr"),
  device: z.enum(SEARCH_DEVICES).default("desktop"),
  tags: z.array(tag).max(10).default([]),
  alertThreshold: z.number().int().min(1).max(100).nullable().default(null),
});
export type AddTrackedKeywordsRequest = z.input<typeof addTrackedKeywordsRequestSchema>;

export const updateTrackedKeywordRequestSchema = z.object({
  tags: z.array(tag).max(10).optional(),
  alertThreshold: z.number().int().min(1).max(100).nullable().optional(),
});

export const rankTrackerStatusSchema = z.object({
  /** Which SERP source answers, or null: this installation has no ranking data source. */
  provider: z.enum(["dataforseo", "serpapi", "serper"]).nullable(),
  engines: z.array(z.enum(SEARCH_ENGINES)),
  trackedKeywordsLimit: z.number().int(),
  trackedKeywordsUsed: z.number().int(),
  monitoringFrequency: z.enum(["daily", "weekly"]),
});
export type RankTrackerStatus = z.infer<typeof rankTrackerStatusSchema>;

/** Splits pasted text or a CSV (first column, header "keyword" skipped) into keywords. */
export function parseKeywordList(text: string): string[] {
  const keywords = text
    .split(/\r?\n/)
    .map((line) => (line.split(/[,;\t]/)[0] ?? "").trim().replace(/^"|"$/g, "").trim())
    .filter((line) => line.length > 0);
  if (keywords[0]?.toLowerCase() === "keyword" || keywords[0]?.toLocaleLowerCase("tr") === "anahtar kelime")
    keywords.shift();
  return [...new Set(keywords)];
}
