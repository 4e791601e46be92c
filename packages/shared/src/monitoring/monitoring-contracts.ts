import { z } from "zod";
import { localizedSchema } from "../scan-result";

export const MONITORING_FREQUENCIES = ["weekly", "daily"] as const;
export const monitoringFrequencySchema = z.enum(MONITORING_FREQUENCIES);
export type MonitoringFrequency = z.infer<typeof monitoringFrequencySchema>;

/** A site's schedule as the settings show it: what the user chose and what actually runs. */
export const siteMonitoringSchema = z.object({
  frequency: monitoringFrequencySchema,
  /** What runs: a daily choice on a plan that no longer allows it runs weekly. */
  effectiveFrequency: monitoringFrequencySchema,
  planFrequency: monitoringFrequencySchema,
  paused: z.boolean(),
  /** active; paused by the user; over_quota when the last due run found the analysis quota used up. */
  state: z.enum(["active", "paused", "over_quota"]),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
});
export type SiteMonitoring = z.infer<typeof siteMonitoringSchema>;

export const updateSiteMonitoringSchema = z.object({
  frequency: monitoringFrequencySchema,
  paused: z.boolean(),
});
export type UpdateSiteMonitoring = z.infer<typeof updateSiteMonitoringSchema>;

const scorePair = z.object({ before: z.number().nullable(), after: z.number().nullable() });

export const comparisonIssueSchema = z.object({
  auditId: z.string(),
  title: localizedSchema,
  /** null for a site-wide finding (robots.txt, sitemap, …). */
  url: z.string().nullable(),
  severity: z.enum(["error", "warning"]),
});
export type ComparisonIssue = z.infer<typeof comparisonIssueSchema>;

/** What changed since the previous analysis; lists are bounded, the counts are not. */
export const siteComparisonSchema = z.object({
  scheduled: z.boolean(),
  unreachable: z.boolean(),
  /** Why the site could not be analysed, when unreachable. */
  reason: localizedSchema.nullable(),
  overall: scorePair,
  categories: z.record(z.string(), scorePair),
  engines: z.record(z.string(), scorePair),
  newIssues: z.array(comparisonIssueSchema),
  fixedIssues: z.array(comparisonIssueSchema),
  counts: z.object({
    newIssues: z.number().int(),
    newErrors: z.number().int(),
    fixedIssues: z.number().int(),
    pagesAppeared: z.number().int(),
    pagesDisappeared: z.number().int(),
    statusChanged: z.number().int(),
  }),
  pagesAppeared: z.array(z.string()),
  pagesDisappeared: z.array(z.string()),
  statusChanged: z.array(z.object({ url: z.string(), before: z.number().int(), after: z.number().int() })),
});
export type SiteComparison = z.infer<typeof siteComparisonSchema>;

export const siteComparisonResponseSchema = z.object({
  comparison: siteComparisonSchema.extend({ createdAt: z.string() }).nullable(),
});
export type SiteComparisonResponse = z.infer<typeof siteComparisonResponseSchema>;
