import { z } from "zod";

/** API contracts of keyword suggestions (spec §3 Keyword suggestion). */

export const KEYWORD_INTENTS = ["informational", "commercial", "transactional", "navigational"] as const;
export type KeywordIntent = (typeof KEYWORD_INTENTS)[number];
export const KEYWORD_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const SUGGESTION_SOURCES = ["google", "bing", "yandex", "site", "provider", "search_console"] as const;

/**
 * The provider's 0–100 keyword difficulty in three bands (docs/decisions/070): below 30 easy,
 * 30–59 medium, 60 and above hard — the bands DataForSEO's and Ahrefs' own guides use for "easy" and "hard".
 */
export function difficultyBand(score: number | null): (typeof KEYWORD_DIFFICULTIES)[number] | null {
  if (score === null) return null;
  if (score < 30) return "easy";
  if (score < 60) return "medium";
  return "hard";
}

export const keywordSuggestionSchema = z.object({
  keyword: z.string(),
  sources: z.array(z.enum(SUGGESTION_SOURCES)),
  language: z.enum(["tr", "en"]),
  intent: z.enum(KEYWORD_INTENTS),
  /** true: our rule-based classifier's guess; false: the data provider's label. */
  intentEstimated: z.boolean(),
  /** null = unknown (no keyword data provider): never guessed. */
  searchVolume: z.number().int().nullable(),
  trend: z.array(z.number().int()).nullable(),
  cpc: z.number().nullable(),
  difficultyScore: z.number().int().nullable(),
  difficulty: z.enum(KEYWORD_DIFFICULTIES).nullable(),
  /** The site's latest tracked position for this keyword, or null when not tracked / not in top 100. */
  sitePosition: z.number().int().nullable(),
  /** Search Console's average position over its 28-day window when the site appears for it (approximate). */
  searchConsolePosition: z.number().nullable(),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestionSchema>;

export const keywordSuggestionsRequestSchema = z.object({
  siteId: z.string().min(1),
  seed: z.string().trim().max(100).default(""),
  language: z.enum(["tr", "en"]).default("tr"),
  country: z.string().length(2).default("tr"),
  engines: z
    .array(z.enum(["google", "bing", "yandex"]))
    .min(1)
    .default(["google"]),
});
export type KeywordSuggestionsRequest = z.input<typeof keywordSuggestionsRequestSchema>;

export const keywordSuggestionsResponseSchema = z.object({
  seed: z.string(),
  suggestions: z.array(keywordSuggestionSchema),
  /** Whether volume, CPC and difficulty come from a provider; false means they are unknown. */
  keywordDataSource: z.enum(["dataforseo"]).nullable(),
  /** Autocomplete sources that failed (the others still answered). */
  failedSources: z.array(z.string()),
});
export type KeywordSuggestionsResponse = z.infer<typeof keywordSuggestionsResponseSchema>;
