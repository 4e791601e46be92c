import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema";
import type { BillingDb } from "./billing-db";

const DAY_MS = 86_400_000;

/** A paid plan becomes active until `end` (spec §4: payment_status active and a plan that is not free). */
export async function activateUserPlan(
  db: BillingDb,
  userId: string,
  plan: { planId: string; start?: Date; end: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      planId: plan.planId,
      paymentStatus: "active",
      // A purchase ends the trial: cancelling later returns the user to free, not to trial days left.
      trialEndsAt: sql`least(${users.trialEndsAt}, now())`,
      ...(plan.start ? { subscriptionStartDate: plan.start } : {}),
      subscriptionEndDate: plan.end,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Spec §4: cancel (or a lapsed payment) returns the user to free, and premium features go with it. */
export async function returnUserToFree(
  db: BillingDb,
  userId: string,
  reason: string,
  endedAt = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({ planId: "free", paymentStatus: reason, subscriptionEndDate: endedAt, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export const daysFrom = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);
