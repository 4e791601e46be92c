import { z } from "zod";

export const VISIBILITY_ENGINES = ["chatgpt", "gemini", "grok"] as const;
export const visibilityEngineSchema = z.enum(VISIBILITY_ENGINES);
/** Published trackers ask each prompt 5 times per engine (research integrations-2 §4). */
export const DEFAULT_VISIBILITY_SAMPLES = 5;

export const visibilityMetricsSchema = z.object({
  answers: z.number().int(),
  /** Share of answers that mention the brand or domain, 0..1. */
  mentionRate: z.number(),
  /** Share of answers that cite one of the site's URLs, 0..1. */
  citationRate: z.number(),
  /** Rank among the tracked brands named in an answer, averaged where mentioned. */
  averagePosition: z.number().nullable(),
  /** Brand mentions ÷ mentions of the tracked brands (brand + competitors), 0..1. */
  shareOfVoice: z.number().nullable(),
  /** Lexicon sentiment of the sentences naming the brand, -1..1. */
  sentiment: z.number().nullable(),
  /** The engine's visibility score 0..100 (mention rate as a percentage). */
  score: z.number().int(),
});

/** One engine's figure on the site: measured from its answers, or the readiness estimate. */
export const engineVisibilitySchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("measured"),
    score: z.number().int(),
    measuredAt: z.string(),
    prompts: z.number().int(),
    samples: z.number().int(),
    metrics: visibilityMetricsSchema,
    runId: z.string(),
  }),
  z.object({ mode: z.literal("estimate"), score: z.number().int() }),
]);

export const siteVisibilitySchema = z.object({
  engines: z.record(visibilityEngineSchema, engineVisibilitySchema),
  configured: z.array(visibilityEngineSchema),
});

export const visibilityPromptSchema = z.object({
  id: z.string(),
  text: z.string(),
  language: z.enum(["tr", "en"]),
  source: z.enum(["generated", "user"]),
});

export const visibilitySetupSchema = z.object({
  brand: z.string(),
  competitors: z.array(z.string()),
  prompts: z.array(visibilityPromptSchema),
});
export const updateVisibilitySetupSchema = z.object({
  brand: z.string().trim().min(1).max(100),
  competitors: z.array(z.string().trim().min(1).max(100)).max(20),
  prompts: z.array(z.string().trim().min(5).max(300)).min(1).max(20),
});

/** Prompts the model wrote for the site, for the user to pick from (nothing is saved). */
export const visibilityPromptSuggestionsSchema = z.object({
  language: z.enum(["tr", "en"]),
  prompts: z.array(z.string()),
});
export type VisibilityPromptSuggestions = z.infer<typeof visibilityPromptSuggestionsSchema>;

export const visibilityRunSchema = z.object({
  id: z.string(),
  engine: visibilityEngineSchema,
  model: z.string(),
  status: z.enum(["running", "completed", "failed"]),
  prompts: z.number().int(),
  samples: z.number().int(),
  metrics: visibilityMetricsSchema.nullable(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number(), toolCalls: z.number() }).nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const visibilityAnswerSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  sample: z.number().int(),
  text: z.string(),
  citations: z.array(
    z.object({ url: z.string(), title: z.string().nullable(), citedText: z.string().nullable() }),
  ),
  mentioned: z.boolean(),
  position: z.number().int().nullable(),
  cited: z.boolean(),
  citedUrls: z.array(z.string()),
  competitorsMentioned: z.array(z.string()),
  competitorsCited: z.array(z.string()),
  sentiment: z.number().nullable(),
});

export type VisibilityEngine = z.infer<typeof visibilityEngineSchema>;
export type VisibilityMetrics = z.infer<typeof visibilityMetricsSchema>;
export type EngineVisibility = z.infer<typeof engineVisibilitySchema>;
export type SiteVisibility = z.infer<typeof siteVisibilitySchema>;
export type VisibilityPrompt = z.infer<typeof visibilityPromptSchema>;
export type VisibilitySetup = z.infer<typeof visibilitySetupSchema>;
export type UpdateVisibilitySetup = z.infer<typeof updateVisibilitySetupSchema>;
export type VisibilityRun = z.infer<typeof visibilityRunSchema>;
export type VisibilityAnswer = z.infer<typeof visibilityAnswerSchema>;
