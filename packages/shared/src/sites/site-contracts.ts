import { z } from "zod";
import { localizedSchema, scanResultSchema } from "../scan-result";

/** API contracts of sites (issue 5): request bodies the server validates, responses the web reads. */

export const SITE_STATUSES = ["analyzing", "completed", "error"] as const;
export const siteStatusSchema = z.enum(SITE_STATUSES);

export const analysisStageSchema = z.enum([
  "queued",
  "robots",
  "sitemaps",
  "crawling",
  "site-audits",
  "lighthouse",
  "scoring",
  "done",
]);
export const analysisProgressSchema = z.object({
  stage: analysisStageSchema,
  pagesCrawled: z.number().int(),
  pagesQueued: z.number().int(),
  /** The page being crawled or measured, as a path. */
  page: z.string().optional(),
  /** In the speed stage: measurement `run` of `runs`. */
  run: z.number().int().optional(),
  runs: z.number().int().optional(),
  /** In the speed stage: seconds until the last measurement should end, from the runs so far. */
  etaSeconds: z.number().int().optional(),
  /** When the worker last reported (it heartbeats while a stage runs long), ISO 8601. */
  updatedAt: z.string().optional(),
});

const nullableScore = z.number().nullable();
export const siteScoresSchema = z.object({
  overallScore: z.number(),
  googleSeo: z.number(),
  bingSeo: z.number(),
  yandexSeo: z.number(),
  chatgptVisibility: z.number(),
  geminiVisibility: z.number(),
  grokVisibility: z.number(),
});

export const siteSchema = siteScoresSchema.extend({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: siteStatusSchema,
  previousScore: nullableScore,
  lastAnalyzed: z.string().nullable(),
  createdAt: z.string(),
  /** Why the last analysis failed, something the user can act on. */
  errorReason: localizedSchema.nullable(),
  progress: analysisProgressSchema.nullable(),
});

export const siteDetailSchema = siteSchema.extend({
  analysisData: scanResultSchema.nullable(),
  categoryScores: z.record(z.string(), nullableScore),
});

export const addSiteRequestSchema = z.object({
  url: z.string().max(2048),
  name: z.string().trim().max(200).optional(),
  language: z.enum(["tr", "en"]).optional(),
});

export const analyzeSiteRequestSchema = z.object({ force: z.boolean().optional() });
export const analyzeSiteResponseSchema = z.object({
  /** True when the last analysis is under an hour old and was reused; analysis then holds its scores. */
  cached: z.boolean(),
  analysis: siteScoresSchema.nullable(),
  site: siteSchema,
});

export const HISTORY_RANGES = [7, 30, 90, 365] as const;
export const historyQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => (HISTORY_RANGES as readonly number[]).includes(value))
    .default(30),
});
export const historyPointSchema = z.object({
  createdAt: z.string(),
  overall: nullableScore,
  google: nullableScore,
  bing: nullableScore,
  yandex: nullableScore,
  chatgpt: nullableScore,
  gemini: nullableScore,
  grok: nullableScore,
  categories: z.record(z.string(), nullableScore),
  /** Started by the monitoring schedule, not by the user. */
  scheduled: z.boolean(),
});

export const PAGE_STATUSES = ["analyzing", "completed", "error"] as const;
export const sitePageSchema = z.object({
  id: z.string(),
  /** Path starting with '/'. */
  url: z.string(),
  title: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  seoScore: nullableScore,
  status: z.enum(PAGE_STATUSES),
  httpStatus: z.number().int().nullable(),
  inSitemap: z.boolean(),
  addedManually: z.boolean(),
  failingAudits: z.array(z.string()),
  errorReason: z.string().nullable(),
  analyzedAt: z.string().nullable(),
  /** The meta tag generator's applied suggestion (the fix to make on the page). */
  suggestedMetaTitle: z.string().nullable(),
  suggestedMetaDescription: z.string().nullable(),
});
export const addPageRequestSchema = z.object({ url: z.string().max(2048) });

export type SiteStatus = z.infer<typeof siteStatusSchema>;
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;
export type SiteScores = z.infer<typeof siteScoresSchema>;
export type Site = z.infer<typeof siteSchema>;
export type SiteDetail = z.infer<typeof siteDetailSchema>;
export type AddSiteRequest = z.input<typeof addSiteRequestSchema>;
export type AnalyzeSiteResponse = z.infer<typeof analyzeSiteResponseSchema>;
export type HistoryPoint = z.infer<typeof historyPointSchema>;
export type SitePage = z.infer<typeof sitePageSchema>;
