import { z } from "zod";
import {
  fixSchema,
  localizedSchema,
  scanResultSchema,
  taskCategorySchema,
  taskPrioritySchema,
} from "../scan-result";

/** API contracts of the Sites feature (issue 5): request bodies the server validates, responses the web reads. */

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

/** `details` of the 403 site_limit_reached error (spec §8: plan title and site count; whether the e-mail failed). */
export const siteLimitErrorDetailsSchema = z.object({
  planTitle: localizedSchema,
  currentSiteCount: z.number().int(),
  siteLimit: z.number().int(),
  /** True only on the first hit, when the limit e-mail and warning notification were sent. */
  firstHit: z.boolean(),
  emailFailed: z.boolean(),
});

/** `details` of the 429 analysis_rate_limited error ('Analiz limiti dolu'). */
export const rateLimitErrorDetailsSchema = z.object({ minutesRemaining: z.number().int() });

export const analyzeSiteRequestSchema = z.object({ force: z.boolean().optional() });
export const analyzeSiteResponseSchema = z.object({
  /** True when the last analysis is under an hour old and was reused; analysis then holds its scores. */
  cached: z.boolean(),
  analysis: siteScoresSchema.nullable(),
  site: siteSchema,
});

export const planLimitsSchema = z.object({
  siteLimit: z.number().int(),
  currentSiteCount: z.number().int(),
  canAddSite: z.boolean(),
  canAccessFeatures: z.boolean(),
  planId: z.string(),
  planTitle: localizedSchema,
  isTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  trialDaysRemaining: z.number().int(),
  /** Present when analyses are rate limited and the user has used them up. */
  analysisRateLimit: z.object({ limited: z.boolean(), minutesRemaining: z.number().int() }),
});

export const INVOICE_STATUSES = ["pending", "overdue", "paid"] as const;
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  planName: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  createdAt: z.string(),
});
export const paymentStatusSchema = z.object({
  canAccessFeatures: z.boolean(),
  unpaidInvoices: z.array(invoiceSchema),
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
});
export const addPageRequestSchema = z.object({ url: z.string().max(2048) });

export const TASK_STATUSES = ["pending", "completed"] as const;
export const TASK_SOURCES = ["analysis", "performance", "manual"] as const;
export const taskSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  auditId: z.string().nullable(),
  title: localizedSchema,
  description: localizedSchema,
  fix: fixSchema,
  priority: taskPrioritySchema,
  category: taskCategorySchema,
  status: z.enum(TASK_STATUSES),
  impact: z.number(),
  affectedUrls: z.array(z.string()),
  source: z.enum(TASK_SOURCES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export const taskListQuerySchema = z.object({
  siteId: z.string().optional(),
  status: z.enum(TASK_STATUSES).optional(),
  priority: taskPrioritySchema.optional(),
  category: taskCategorySchema.optional(),
});
export const updateTaskRequestSchema = z.object({ status: z.enum(TASK_STATUSES) });
/** A speed opportunity of the stored analysis (spec §4: only high and medium convert to tasks). */
export const createPerformanceTaskRequestSchema = z.object({
  siteId: z.string(),
  opportunityId: z.string(),
  formFactor: z.enum(["mobile", "desktop"]),
});

export const suggestionSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  taskId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** Null with ruleBased: the engine's own fix, no AI provider configured. */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  ruleBased: z.boolean(),
  language: z.enum(["tr", "en"]),
  createdAt: z.string(),
});
export const aiSolutionRequestSchema = z.object({ language: z.enum(["tr", "en"]).optional() });

export const VERIFICATION_METHODS = ["file", "meta", "dns"] as const;
export const VERIFICATION_STATUSES = ["not_connected", "verified", "failed"] as const;
export const verificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  checkedAt: z.string().nullable(),
  file: z.object({ name: z.string(), content: z.string(), url: z.string() }),
  meta: z.object({ tag: z.string() }),
  dns: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }),
});
export const verificationCheckRequestSchema = z.object({ method: z.enum(VERIFICATION_METHODS) });

export const AI_PROVIDERS = ["openai", "anthropic", "google", "xai", "openai-compatible"] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];
export const integrationsStatusSchema = z.object({
  ai: z.object({
    providers: z.array(
      z.object({ id: z.enum(AI_PROVIDERS), connected: z.boolean(), model: z.string().nullable() }),
    ),
    /** The provider AI solutions use; null means rule-based fixes. */
    active: z.enum(AI_PROVIDERS).nullable(),
  }),
  pagespeed: z.object({ connected: z.boolean() }),
  lighthouse: z.object({ available: z.boolean() }),
});

export type SiteStatus = z.infer<typeof siteStatusSchema>;
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;
export type SiteScores = z.infer<typeof siteScoresSchema>;
export type Site = z.infer<typeof siteSchema>;
export type SiteDetail = z.infer<typeof siteDetailSchema>;
export type AddSiteRequest = z.input<typeof addSiteRequestSchema>;
export type SiteLimitErrorDetails = z.infer<typeof siteLimitErrorDetailsSchema>;
export type RateLimitErrorDetails = z.infer<typeof rateLimitErrorDetailsSchema>;
export type AnalyzeSiteResponse = z.infer<typeof analyzeSiteResponseSchema>;
export type PlanLimitsResponse = z.infer<typeof planLimitsSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type HistoryPoint = z.infer<typeof historyPointSchema>;
export type SitePage = z.infer<typeof sitePageSchema>;
export type Task = z.infer<typeof taskSchema>;
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type Verification = z.infer<typeof verificationSchema>;
export type IntegrationsStatus = z.infer<typeof integrationsStatusSchema>;
