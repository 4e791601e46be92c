import { defaultPlanQuotas, type PlanQuotas, resolvePlanQuotas } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { plans } from "../db/schema";
import { loadPlanLimits } from "../plans-limits/load-plan-limits";

/** The quotas of the plan the user is on now (paid, trial or free), defaults filled in. */
export async function loadPlanQuotas(
  database: Database,
  userId: string,
  now = new Date(),
): Promise<PlanQuotas> {
  const limits = await loadPlanLimits(database, userId, now);
  const [plan] = await database.db
    .select({ id: plans.id, featureAccess: plans.featureAccess, quotas: plans.quotas })
    .from(plans)
    .where(eq(plans.id, limits.planId));
  const fallback = defaultPlanQuotas(limits.planId, plan?.featureAccess ?? limits.canAccessFeatures);
  return resolvePlanQuotas(plan?.quotas, fallback);
}
