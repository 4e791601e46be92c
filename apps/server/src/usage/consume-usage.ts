import {
  type UsageKind,
  usageKindLabels,
  usagePeriodEnd,
  usagePeriodStart,
  usagePeriods,
} from "@sitelens/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { usageCounters } from "../db/schema";
import { AppError } from "../errors/app-error";
import { loadPlanQuotas } from "./load-plan-quotas";

export type ConsumeUsageOptions = { amount?: number; now?: Date };

/**
 * Counts a costly action against the user's plan quota before it runs, or throws
 * `quota_exceeded` (nothing counted). One conditional upsert, so parallel requests on several
 * API processes can never pass the limit together.
 */
export async function consumeUsage(
  database: Database,
  userId: string,
  kind: UsageKind,
  options: ConsumeUsageOptions = {},
): Promise<void> {
  const amount = options.amount ?? 1;
  const now = options.now ?? new Date();
  const quotas = await loadPlanQuotas(database, userId, now);
  const limit = quotas.usage[kind];
  const period = usagePeriods[kind];
  const periodStart = usagePeriodStart(period, now);
  const withinLimit = limit === -1 ? sql`true` : sql`${usageCounters.count} + ${amount} <= ${limit}`;
  const rows =
    limit !== -1 && amount > limit
      ? []
      : await database.db
          .insert(usageCounters)
          .values({ userId, kind, periodStart, count: amount })
          .onConflictDoUpdate({
            target: [usageCounters.userId, usageCounters.kind, usageCounters.periodStart],
            set: { count: sql`${usageCounters.count} + ${amount}` },
            setWhere: withinLimit,
          })
          .returning({ count: usageCounters.count });
  if (rows.length > 0) return;
  const resetsAt = usagePeriodEnd(period, now);
  const label = usageKindLabels[kind];
  const resetText = { tr: resetsAt.toLocaleString("tr-TR", { timeZone: "UTC" }), en: resetsAt.toUTCString() };
  throw new AppError(
    "quota_exceeded",
    {
      tr: `Planınızın ${label.tr.toLocaleLowerCase("tr")} kotası doldu (${limit}). Kota ${resetText.tr} (UTC) tarihinde yenilenir; daha fazlası için planınızı yükseltin.`,
      en: `Your plan's ${label.en.toLowerCase()} quota is used up (${limit}). It renews on ${resetText.en}; upgrade your plan for more.`,
    },
    { kind, limit, resetsAt: resetsAt.toISOString() },
  );
}

/** Gives back what consumeUsage counted when the action could not be done (e.g. a provider failed). */
export async function refundUsage(
  database: Database,
  userId: string,
  kind: UsageKind,
  options: ConsumeUsageOptions = {},
): Promise<void> {
  const amount = options.amount ?? 1;
  const periodStart = usagePeriodStart(usagePeriods[kind], options.now ?? new Date());
  await database.db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - ${amount}, 0)` })
    .where(
      and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.kind, kind),
        eq(usageCounters.periodStart, periodStart),
      ),
    );
}
