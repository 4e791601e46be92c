import { z } from "zod";

const language = z.enum(["tr", "en"]);
/** A path of the site ("/blog/x") or a full URL on the site; empty means the home page (spec §3). */
export const pageUrlSchema = z.string().trim().max(2000).optional();

export const pageSourceSchema = z.object({
  url: z.string(),
  language,
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  h1: z.string().nullable(),
  wordCount: z.number().int(),
});

export const metaTagRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  pageUrl: pageUrlSchema,
  /** Ask the configured AI model too (counted as one AI generation). */
  useAi: z.boolean().default(true),
});

export const metaCandidateSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  method: z.enum(["extractive", "ai"]),
});

export const metaTagResultSchema = z.object({
  page: pageSourceSchema,
  candidates: z.array(metaCandidateSchema),
  ai: z.object({
    available: z.boolean(),
    used: z.boolean(),
    /** Why AI candidates are missing although a provider is configured, in the user's language. */
    error: z.string().nullable(),
  }),
});

export const applyMetaRequestSchema = z.object({
  siteId: z.string().min(1).max(100),
  pageUrl: pageUrlSchema,
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().min(1).max(1000),
});

export const appliedMetaSchema = z.object({
  url: z.string(),
  suggestedMetaTitle: z.string(),
  suggestedMetaDescription: z.string(),
});

export type PageSource = z.infer<typeof pageSourceSchema>;
export type MetaTagRequest = z.input<typeof metaTagRequestSchema>;
export type MetaCandidate = z.infer<typeof metaCandidateSchema>;
export type MetaTagResult = z.infer<typeof metaTagResultSchema>;
export type ApplyMetaRequest = z.infer<typeof applyMetaRequestSchema>;
export type AppliedMeta = z.infer<typeof appliedMetaSchema>;
