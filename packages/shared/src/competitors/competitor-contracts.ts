import { z } from "zod";
import { engineSchema, localizedSchema, scanCategorySchema } from "../scan-result";

/** API contracts of competitor analysis (issue 15). */

export const competitorSourceSchema = z.enum(["manual", "ai", "dataforseo"]);
export const competitorStatusSchema = z.enum(["analyzing", "completed", "error"]);

/** Spec §5 Competitor: name and URL (the URL follows the site URL rules). */
export const addCompetitorRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  url: z.string().trim().min(1).max(2000),
  source: competitorSourceSchema.optional(),
});
export type AddCompetitorRequest = z.infer<typeof addCompetitorRequestSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  url: z.string(),
  domain: z.string(),
  source: competitorSourceSchema,
  status: competitorStatusSchema,
  errorReason: localizedSchema.nullable(),
  overallScore: z.number().nullable(),
  pagesCrawled: z.number().int().nullable(),
  lastAnalyzed: z.string().nullable(),
  createdAt: z.string(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorListSchema = z.object({
  competitors: z.array(competitorSchema),
  /** Plan capacity per site; -1 is unlimited. */
  slots: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type CompetitorList = z.infer<typeof competitorListSchema>;

const sideScores = z.object({
  overall: z.number().nullable(),
  categories: z.record(scanCategorySchema, z.number().nullable()),
  engines: z.record(engineSchema, z.number().nullable()),
});
const sideContent = z.object({
  pages: z.number().int(),
  words: z.number().int(),
  wordsPerPage: z.number().int(),
});
const auditSide = z.object({
  score: z.number().nullable(),
  passed: z.number().int().nullable(),
  applicable: z.number().int().nullable(),
  /** Pages that fail it (per-page audits). */
  failing: z.number().int().nullable(),
});

export const auditDifferenceSchema = z.object({
  id: z.string(),
  category: scanCategorySchema,
  title: localizedSchema,
  failureTitle: localizedSchema,
  /** Who passes: the user's site or the competitor. */
  ahead: z.enum(["site", "competitor"]),
  site: auditSide,
  competitor: auditSide,
});
export type AuditDifference = z.infer<typeof auditDifferenceSchema>;

/** Keywords the site and the competitor both rank for in Google, with both positions (DataForSEO Labs). */
export const competitorSharedKeywordsSchema = z.object({
  fetchedAt: z.string(),
  /** Shared keywords in all; `keywords` holds the largest by search volume. */
  total: z.number().int(),
  keywords: z.array(
    z.object({
      keyword: z.string(),
      searchVolume: z.number().int().nullable(),
      sitePosition: z.number().int().nullable(),
      siteUrl: z.string().nullable(),
      competitorPosition: z.number().int().nullable(),
      competitorUrl: z.string().nullable(),
    }),
  ),
});
export type CompetitorSharedKeywords = z.infer<typeof competitorSharedKeywordsSchema>;

export const competitorComparisonSchema = z.object({
  ready: z.boolean(),
  site: z.object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    pagesCrawled: z.number().int().nullable(),
    analyzedAt: z.string().nullable(),
  }),
  competitor: competitorSchema,
  scores: z.object({ site: sideScores, competitor: sideScores }).nullable(),
  audits: z.array(auditDifferenceSchema),
  content: z
    .object({
      site: sideContent,
      competitor: sideContent,
      /** Title and heading terms the competitor covers on several pages and the site never mentions. */
      topicsMissing: z.array(z.object({ term: z.string(), pages: z.number().int() })),
      topicsOnlyYours: z.array(z.object({ term: z.string(), pages: z.number().int() })),
    })
    .nullable(),
  /** null until asked for; `keywordProvider` says whether asking is possible on this installation. */
  sharedKeywords: competitorSharedKeywordsSchema.nullable(),
  keywordProvider: z.boolean(),
});
export type CompetitorComparison = z.infer<typeof competitorComparisonSchema>;

export const competitorHistoryPointSchema = z.object({
  createdAt: z.string(),
  overall: z.number().nullable(),
  pagesCrawled: z.number().int(),
  engines: z.record(engineSchema, z.number().nullable()),
});
export type CompetitorHistoryPoint = z.infer<typeof competitorHistoryPointSchema>;

/** Pages a competitor analysis crawls at most (the plan's pages per analysis may lower it). */
export const COMPETITOR_MAX_PAGES = 50;
