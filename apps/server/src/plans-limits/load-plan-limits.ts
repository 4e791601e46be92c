import { computePlanLimits, type PlanFacts, type PlanLimits } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { plans, sites, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { findTrialPlan } from "../plans/find-trial-plan";

const FREE_PLAN_ID = "free";

function facts(row: typeof plans.$inferSelect): PlanFacts {
  return { id: row.id, title: row.title, siteLimit: row.siteLimit, featureAccess: row.featureAccess };
}

/** Spec §3 Computed plan limits for one user, from their user row, the plans table and their sites. */
export async function loadPlanLimits(
  database: Database,
  userId: string,
  now = new Date(),
): Promise<PlanLimits> {
  const { db } = database;
  const [user] = await db
    .select({ planId: users.planId, trialEndsAt: users.trialEndsAt, paymentStatus: users.paymentStatus })
    .from(users)
    .where(eq(users.id, userId));
  const [freePlan] = await db.select().from(plans).where(eq(plans.id, FREE_PLAN_ID));
  if (!user || !freePlan) throw new AppError("plan_limits_unavailable");
  const [userPlan] = user.planId ? await db.select().from(plans).where(eq(plans.id, user.planId)) : [];
  const trialPlan = await findTrialPlan(db);
  const siteRows = await db.select({ url: sites.url }).from(sites).where(eq(sites.userId, userId));
  return computePlanLimits({
    now,
    user,
    userPlan: userPlan ? facts(userPlan) : null,
    trialPlan: trialPlan ? facts(trialPlan) : null,
    freePlan: facts(freePlan),
    siteUrls: siteRows.map((row) => row.url),
  });
}
