import { and, eq, gt } from "drizzle-orm";
import type { BillingDb } from "../billing/billing-db";
import { plans } from "../db/schema";

/** Spec §3: the plan a new account's trial grants, the first active plan with trial_period_days. */
export async function findTrialPlan(db: BillingDb): Promise<typeof plans.$inferSelect | undefined> {
  const [trialPlan] = await db
    .select()
    .from(plans)
    .where(and(gt(plans.trialPeriodDays, 0), eq(plans.isActive, true)))
    .orderBy(plans.sortOrder)
    .limit(1);
  return trialPlan;
}
