import { z } from "zod";

/**
 * Costly actions counted per user. Each kind resets on its own period; a plan's quota of -1 is
 * unlimited and 0 means the plan does not include the action.
 */
export const usagePeriods = {
  analyses: "day",
  ai_generations: "day",
  pdf_reports: "day",
  verification_checks: "day",
  page_adds: "day",
  rank_checks: "day",
  keyword_lookups: "day",
  content_ideas: "day",
  competitor_analyses: "month",
  backlink_checks: "day",
  ai_visibility_runs: "month",
  chat_messages: "day",
  google_refreshes: "day",
} as const;

export type UsageKind = keyof typeof usagePeriods;
export type UsagePeriod = (typeof usagePeriods)[UsageKind];
export const usageKinds = Object.keys(usagePeriods) as UsageKind[];

/** Limits that are not counted per period but bound what one user keeps or one run does. */
export const planCapacitySchema = z.object({
  competitorSlotsPerSite: z.number().int().min(-1),
  pagesPerAnalysis: z.number().int().min(1),
  trackedKeywords: z.number().int().min(-1),
  /** How often sites (and tracked keywords) are re-checked without anyone pressing a button. */
  monitoringFrequency: z.enum(["weekly", "daily"]),
});
export type PlanCapacity = z.infer<typeof planCapacitySchema>;

export const planQuotasSchema = z.object({
  usage: z.record(z.enum(usageKinds as [UsageKind, ...UsageKind[]]), z.number().int().min(-1)),
  capacity: planCapacitySchema,
});
export type PlanQuotas = { usage: Record<UsageKind, number>; capacity: PlanCapacity };
/** What a plans row stores: any key left out falls back to the defaults for that plan. */
export type StoredPlanQuotas = {
  usage?: Partial<Record<UsageKind, number>>;
  capacity?: Partial<PlanCapacity>;
};

/** One counted action as shown on /billing and in the quota error. */
export const usageEntrySchema = z.object({
  kind: z.enum(usageKinds as [UsageKind, ...UsageKind[]]),
  period: z.enum(["day", "month"]),
  used: z.number().int(),
  limit: z.number().int(),
  resetsAt: z.string(),
});
export type UsageEntry = z.infer<typeof usageEntrySchema>;

/** Start of the period containing `now` (UTC days and months, so every process agrees). */
export function usagePeriodStart(period: UsagePeriod, now: Date): Date {
  return period === "day"
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function usagePeriodEnd(period: UsagePeriod, now: Date): Date {
  const start = usagePeriodStart(period, now);
  return period === "day"
    ? new Date(start.getTime() + 86_400_000)
    : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Fills the keys a stored plan row leaves out with the fallback plan's values. */
export function resolvePlanQuotas(
  stored: StoredPlanQuotas | null | undefined,
  fallback: PlanQuotas,
): PlanQuotas {
  return {
    usage: { ...fallback.usage, ...(stored?.usage ?? {}) },
    capacity: { ...fallback.capacity, ...(stored?.capacity ?? {}) },
  };
}
