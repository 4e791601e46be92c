import { and, eq, isNull } from "drizzle-orm";
import type { BillingDb } from "../billing/billing-db";
import { users } from "../db/schema";
import { findTrialPlan } from "../plans/find-trial-plan";

const DAY_MS = 86_400_000;

/** The trial runs the trial plan's trial_period_days from the e-mail confirmation; it starts once. */
export async function startTrial(db: BillingDb, userId: string, now = new Date()): Promise<void> {
  const trialPlan = await findTrialPlan(db);
  if (!trialPlan) return;
  await db
    .update(users)
    .set({ trialEndsAt: new Date(now.getTime() + trialPlan.trialPeriodDays * DAY_MS) })
    .where(and(eq(users.id, userId), isNull(users.trialEndsAt)));
}
