import { z } from "zod";
import { panelProblemSchema } from "./google-contracts";

/** Search Console's row: clicks, impressions, CTR (0–1) and impression-weighted average position. */
export const scMetricsSchema = z.object({
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number(),
  position: z.number(),
});
export const scRowSchema = scMetricsSchema.extend({
  key: z.string(),
  /** Clicks in the previous 28 days (queries only); null when the query had none then. */
  previousClicks: z.number().nullable().optional(),
});
export const scDailySchema = scMetricsSchema.extend({ date: z.string() });
export const urlInspectionSchema = z.object({
  url: z.string(),
  verdict: z.string(),
  coverageState: z.string().nullable(),
  indexingState: z.string().nullable(),
  lastCrawlTime: z.string().nullable(),
  inspectedAt: z.string(),
});
export const windowSchema = z.object({ start: z.string(), end: z.string() });

/** The last refresh that did not bring data, and about when the next try runs (null: the daily refresh). */
export const panelAttemptSchema = z.object({ attemptedAt: z.string(), nextAttemptAt: z.string().nullable() });

export const searchConsolePanelSchema = z.object({
  problem: panelProblemSchema,
  /** Set with a problem of quota or failed. */
  lastAttempt: panelAttemptSchema.nullable().optional(),
  property: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  /** The newest day Search Console had data for; it trails today by 2–3 days. */
  lastDataDate: z.string().nullable(),
  window: windowSchema.nullable(),
  previousWindow: windowSchema.nullable(),
  summary: z.object({ current: scMetricsSchema, previous: scMetricsSchema }).nullable(),
  daily: z.array(scDailySchema),
  queries: z.array(scRowSchema),
  pages: z.array(scRowSchema),
  totalQueries: z.number(),
  totalPages: z.number(),
  countries: z.array(scRowSchema),
  devices: z.array(scRowSchema),
  strikingDistance: z.array(scRowSchema),
  fallingQueries: z.array(scRowSchema),
  pagesWithoutClicks: z.array(scRowSchema),
  inspections: z.array(urlInspectionSchema),
});

export const ga4MetricsSchema = z.object({
  users: z.number(),
  sessions: z.number(),
  engagedSessions: z.number(),
  engagementRate: z.number(),
  keyEvents: z.number(),
  revenue: z.number(),
});
export const ga4RowSchema = z.object({
  key: z.string(),
  sessions: z.number(),
  engagedSessions: z.number(),
  keyEvents: z.number(),
  revenue: z.number(),
});
export const ga4DailySchema = ga4MetricsSchema.extend({ date: z.string() });

export const ga4PanelSchema = z.object({
  problem: panelProblemSchema,
  lastAttempt: panelAttemptSchema.nullable().optional(),
  property: z.string().nullable(),
  propertyName: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  currencyCode: z.string().nullable(),
  window: windowSchema.nullable(),
  summary: z.object({ current: ga4MetricsSchema, previous: ga4MetricsSchema }).nullable(),
  daily: z.array(ga4DailySchema),
  /** GA4's default channel groups, with AI assistants taken out of Referral into their own channel. */
  channels: z.array(ga4RowSchema),
  /** Sessions per AI assistant (key = assistant id from AI_ASSISTANT_SOURCES). */
  aiAssistants: z.array(ga4RowSchema),
  landingPages: z.array(ga4RowSchema),
  countries: z.array(ga4RowSchema),
  devices: z.array(ga4RowSchema),
  hasRevenue: z.boolean(),
});

export const searchConsoleQuerySchema = z.object({
  query: z.string(),
  clicks: z.number(),
  impressions: z.number(),
  /** Search Console's average position over the window: approximate, labelled as such. */
  averagePosition: z.number(),
});
export const strikingTaskRequestSchema = z.object({ query: z.string().min(1).max(500) });

export type ScMetrics = z.infer<typeof scMetricsSchema>;
export type ScRow = z.infer<typeof scRowSchema>;
export type ScDaily = z.infer<typeof scDailySchema>;
export type UrlInspection = z.infer<typeof urlInspectionSchema>;
export type SearchConsolePanel = z.infer<typeof searchConsolePanelSchema>;
export type Ga4Metrics = z.infer<typeof ga4MetricsSchema>;
export type Ga4Row = z.infer<typeof ga4RowSchema>;
export type Ga4Daily = z.infer<typeof ga4DailySchema>;
export type Ga4Panel = z.infer<typeof ga4PanelSchema>;
export type SearchConsoleQuery = z.infer<typeof searchConsoleQuerySchema>;
export type PanelAttempt = z.infer<typeof panelAttemptSchema>;
