import {
  type UsageEntry,
  usageKinds,
  usagePeriodEnd,
  usagePeriodStart,
  usagePeriods,
} from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { usageCounters } from "../db/schema";
import { loadPlanQuotas } from "./load-plan-quotas";

/** The user's use of every counted action in its current period, against the plan's limit. */
export async function listUsage(database: Database, userId: string, now = new Date()): Promise<UsageEntry[]> {
  const quotas = await loadPlanQuotas(database, userId, now);
  const rows = await database.db.select().from(usageCounters).where(eq(usageCounters.userId, userId));
  return usageKinds.map((kind) => {
    const period = usagePeriods[kind];
    const start = usagePeriodStart(period, now).getTime();
    const row = rows.find(
      (candidate) => candidate.kind === kind && candidate.periodStart.getTime() === start,
    );
    return {
      kind,
      period,
      used: row?.count ?? 0,
      limit: quotas.usage[kind],
      resetsAt: usagePeriodEnd(period, now).toISOString(),
    };
  });
}
