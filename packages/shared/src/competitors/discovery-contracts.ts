import { z } from "zod";

/** One suggested competitor and where it came from (issue 15: each suggestion says its source). */
export const competitorSuggestionSchema = z.object({
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  source: z.enum(["ai", "dataforseo"]),
  /** AI: the model's one-line reason. */
  reason: z.string().nullable(),
  /** DataForSEO Labs: keywords both domains rank for, and the competitor's average position on them. */
  sharedKeywords: z.number().int().nullable(),
  avgPosition: z.number().nullable(),
  /** AI answers are fetched: the home page's language as found. */
  language: z.string().nullable(),
});
export type CompetitorSuggestion = z.infer<typeof competitorSuggestionSchema>;

/** used: asked and answered; unavailable: not configured; failed: asked, no usable answer. */
export const discoverySourceStateSchema = z.enum(["used", "unavailable", "failed"]);

export const competitorDiscoverySchema = z.object({
  suggestions: z.array(competitorSuggestionSchema),
  sources: z.object({ ai: discoverySourceStateSchema, dataforseo: discoverySourceStateSchema }),
  /** AI answers dropped by the checks (unreachable, other language, unrelated, the site itself, a giant). */
  rejected: z.number().int(),
});
export type CompetitorDiscovery = z.infer<typeof competitorDiscoverySchema>;
