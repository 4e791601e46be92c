import { z } from "zod";

/**
 * The analysis engine's output: the app stores and renders it, nothing else. Serialisable and
 * deterministic (same input, same result apart from timings); arrays are sorted and per-page data bounded.
 */
export const localizedSchema = z.object({ tr: z.string(), en: z.string() });

export const engineSchema = z.enum(["google", "bing", "yandex", "chatgpt", "gemini", "grok"]);
export const scanCategorySchema = z.enum([
  "technical",
  "content",
  "ux",
  "offpage",
  "speedMobile",
  "speedDesktop",
  "internalLinks",
  "aio",
]);
export const taskCategorySchema = z.enum(["technical", "content", "performance", "seo", "accessibility"]);
export const taskPrioritySchema = z.enum(["high", "medium", "low"]);
/** Semrush/Ahrefs-style seriousness of a failing check; results stored before it existed read as "warning". */
export const auditSeveritySchema = z.enum(["error", "warning", "notice"]);
const score = z.number().min(0).max(100).nullable();
const detailRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const auditResultSchema = z.object({
  id: z.string(),
  category: scanCategorySchema,
  taskCategory: taskCategorySchema,
  engines: z.array(engineSchema),
  title: localizedSchema,
  failureTitle: localizedSchema,
  description: localizedSchema,
  severity: auditSeveritySchema.default("warning"),
  scoreDisplayMode: z.enum(["binary", "numeric", "informative", "notApplicable"]),
  /** 0..1, null when not applicable, informative or errored. */
  score: z.number().min(0).max(1).nullable(),
  notApplicable: z.boolean(),
  displayValue: localizedSchema.nullable(),
  details: z.array(detailRow),
  failingUrls: z.array(z.string()),
  /** How many pages (or items) passed, of how many the audit applied to. */
  passed: z.number().int().nullable(),
  applicable: z.number().int().nullable(),
  weight: z.number(),
  error: z.string().nullable(),
});

export const pageResultSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  status: z.number().int(),
  depth: z.number().int(),
  inSitemap: z.boolean(),
  noindex: z.boolean().default(false),
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  score: score,
  failingAudits: z.array(z.string()),
  redirectTarget: z.string().nullable(),
  error: z.string().nullable(),
  /** Crawled pages linking here (first few), so an unscored page says where it is linked from. */
  linkedFrom: z.array(z.string()).default([]),
});

export const fixSchema = z.object({ tr: z.string(), en: z.string(), code: z.string().nullable() });

export const scanTaskSchema = z.object({
  id: z.string(),
  auditId: z.string(),
  title: localizedSchema,
  category: taskCategorySchema,
  severity: auditSeveritySchema.default("warning"),
  priority: taskPrioritySchema,
  /** Overall score points the site would gain if every affected page passed. */
  impact: z.number(),
  affectedUrls: z.array(z.string()),
  fix: fixSchema,
});

export const speedRunSchema = z.object({
  url: z.string(),
  formFactor: z.enum(["mobile", "desktop"]),
  source: z.enum(["lighthouse", "pagespeed-insights"]),
  score: z.number().nullable(),
  metrics: z.object({
    fcpMs: z.number().nullable(),
    lcpMs: z.number().nullable(),
    tbtMs: z.number().nullable(),
    cls: z.number().nullable(),
    siMs: z.number().nullable(),
    ttfbMs: z.number().nullable(),
  }),
  field: z
    .object({ lcpMs: z.number().nullable(), inpMs: z.number().nullable(), cls: z.number().nullable() })
    .nullable(),
  opportunities: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      savingsMs: z.number().nullable(),
      savingsBytes: z.number().nullable(),
    }),
  ),
  error: z.string().nullable(),
});

/** What the start page's response says about the software behind the site (headers, generator tag). */
export const platformFactsSchema = z.object({
  server: z.enum(["nginx", "Apache", "IIS", "LiteSpeed", "Cloudflare"]).nullable(),
  cms: z.enum(["WordPress", "Shopify", "Wix", "Joomla"]).nullable(),
});

export const scanResultSchema = z.object({
  version: z.literal(1),
  url: z.string(),
  finalUrl: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** https:// got no answer, so the site was analysed over http:// (`url` is the http one). */
  schemeFallback: z.boolean().optional(),
  /** Absent in results stored before it existed. */
  platform: platformFactsSchema.optional(),
  crawl: z.object({
    pagesCrawled: z.number().int(),
    errors: z.number().int(),
    stoppedBecause: z.enum(["done", "max-pages", "aborted"]),
    /** Same-domain URLs seen but outside the site's host and path; optional in results stored before it existed. */
    outOfScope: z.object({ count: z.number().int(), sample: z.array(z.string()) }).optional(),
    /** Pages rendered in Chromium (server HTML was a shell), pages the render budget left out, and why none could be. */
    rendering: z
      .object({
        pages: z.array(
          z.object({ url: z.string(), ms: z.number(), error: z.string().nullable(), timedOut: z.boolean() }),
        ),
        skipped: z.number().int(),
        unavailable: z.string().nullable(),
      })
      .optional(),
    durations: z.object({
      crawlMs: z.number(),
      siteAuditsMs: z.number(),
      speedMs: z.number(),
      totalMs: z.number(),
    }),
  }),
  scores: z.object({
    overall: score,
    categories: z.record(scanCategorySchema, score),
    engines: z.object({ google: score, bing: score, yandex: score }),
    /** Readiness estimates from site signals; measured visibility comes from real engine queries elsewhere. */
    aiReadiness: z.object({ estimate: z.literal(true), chatgpt: score, gemini: score, grok: score }),
  }),
  audits: z.array(auditResultSchema),
  pages: z.array(pageResultSchema),
  pagesTruncated: z.boolean(),
  depthBuckets: z.object({ "1-2": z.number().int(), "3-4": z.number().int(), "5+": z.number().int() }),
  aiBotAccess: z.array(
    z.object({
      token: z.string(),
      purpose: z.enum(["search", "retrieval", "training"]),
      allowed: z.boolean(),
      engines: z.array(engineSchema),
    }),
  ),
  llmsTxt: z.object({
    status: z.number().int(),
    present: z.boolean(),
    valid: z.boolean(),
    links: z.number().int(),
  }),
  speed: z.discriminatedUnion("status", [
    z.object({ status: z.literal("measured"), runs: z.array(speedRunSchema) }),
    z.object({ status: z.literal("unavailable"), reason: z.string() }),
    /** First result: crawl findings are scored, Lighthouse is still measuring these pages. */
    z.object({ status: z.literal("measuring"), pages: z.array(z.string()) }),
  ]),
  tasks: z.array(scanTaskSchema),
  /** Indexable pages, their words and title/heading terms; absent in results stored before it existed. */
  content: z
    .object({
      pages: z.number().int(),
      words: z.number().int(),
      topics: z.array(z.object({ term: z.string(), pages: z.number().int() })),
    })
    .optional(),
});

export type Localized = z.infer<typeof localizedSchema>;
export type ScanEngine = z.infer<typeof engineSchema>;
export type ScanCategory = z.infer<typeof scanCategorySchema>;
export type PlatformFacts = z.infer<typeof platformFactsSchema>;
export type AuditSeverity = z.infer<typeof auditSeveritySchema>;
export type AuditResult = z.infer<typeof auditResultSchema>;
export type PageResult = z.infer<typeof pageResultSchema>;
export type ScanTask = z.infer<typeof scanTaskSchema>;
export type ScanResult = z.infer<typeof scanResultSchema>;
