import { z } from "zod";
import { KEYWORD_DIFFICULTIES, KEYWORD_INTENTS } from "./keyword-contracts";

/** API contracts of content ideas (spec §3 Content idea; issue 14; docs/decisions/145). */

export const CONTENT_TYPES = ["guide", "list", "comparison", "faq", "case_study", "news"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const IDEA_LEVELS = ["high", "medium", "low"] as const;
export type IdeaLevel = (typeof IDEA_LEVELS)[number];
/** Why an idea was proposed: each names the data it came from. */
export const IDEA_REASONS = [
  "question",
  "people_also_ask",
  "content_gap",
  "striking_distance",
  "suggestion",
  "site_topic",
] as const;

export const contentIdeaSchema = z.object({
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  mainKeyword: z.string(),
  keywords: z.array(z.string()),
  /** Questions the piece should answer (autocomplete, People Also Ask, Search Console). */
  questions: z.array(z.string()),
  intent: z.enum(KEYWORD_INTENTS),
  intentEstimated: z.boolean(),
  /** From the keyword data provider's 0–100 difficulty; null = unknown (no provider). */
  difficulty: z.enum(KEYWORD_DIFFICULTIES).nullable(),
  /** From the provider's monthly volume or Search Console's impressions (see trafficBasis); null = unknown. */
  trafficPotential: z.enum(IDEA_LEVELS).nullable(),
  trafficBasis: z.enum(["search_volume", "search_console"]).nullable(),
  searchVolume: z.number().int().nullable(),
  /** Search Console's 28-day average position when the site already appears for the main keyword. */
  searchConsolePosition: z.number().nullable(),
  /** A guideline per content type, not measured from the results page. */
  recommendedWords: z.number().int(),
  /** Writing time estimated from the word count. */
  estimatedHours: z.number(),
  /** From traffic potential, difficulty and current position; null when traffic potential is unknown. */
  expectedRoi: z.enum(IDEA_LEVELS).nullable(),
  strategy: z.string(),
  reasons: z.array(z.enum(IDEA_REASONS)),
});
export type ContentIdea = z.infer<typeof contentIdeaSchema>;

export const contentIdeasRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  seed: z.string().trim().max(100).default(""),
  language: z.enum(["tr", "en"]).default("tr"),
  country: z.string().length(2).default("tr"),
});
export type ContentIdeasRequest = z.input<typeof contentIdeasRequestSchema>;

/** used; empty (nothing to give: no analysed pages, Search Console not connected or without data); not_configured; failed. */
const sourceState = z.enum(["used", "empty", "not_configured", "failed"]);
export const contentIdeasRunSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  seed: z.string(),
  language: z.enum(["tr", "en"]),
  createdAt: z.string(),
  /** "ai": a model wrote titles and notes from the data below; "rules": assembled by our rules. */
  method: z.enum(["ai", "rules"]),
  /** What each source gave this run, so the page can say what is missing. */
  sources: z.object({
    siteTopics: sourceState,
    searchConsole: sourceState,
    autocomplete: sourceState,
    serp: sourceState,
    keywordData: sourceState,
    ai: sourceState,
  }),
  ideas: z.array(contentIdeaSchema),
});
export type ContentIdeasRun = z.infer<typeof contentIdeasRunSchema>;
