import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { plans, subscriptions, users } from "../db/schema";
import { publishBillingChange } from "./publish-billing-change";
import { activateUserPlan, daysFrom, returnUserToFree } from "./set-user-plan";

export class GrantError extends Error {}

/**
 * An operator gives a user a plan for N days without any payment provider (self-hosting). It is
 * a prepaid period like iyzico's: the expire-subscriptions job returns the user to free after it.
 */
export async function grantPlan(
  database: Database,
  input: { email: string; planId: string; days: number },
): Promise<{ userId: string; endsAt: Date }> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
  if (!user) throw new GrantError(`no user with e-mail ${input.email}`);
  const [plan] = await database.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.isActive, true)));
  if (!plan) throw new GrantError(`no active plan "${input.planId}"`);
  if (!Number.isInteger(input.days) || input.days < 1)
    throw new GrantError("--days must be a whole number ≥ 1");
  const now = new Date();
  const endsAt = daysFrom(now, input.days);
  await database.db.transaction(async (tx) => {
    if (plan.price <= 0) {
      await tx.delete(subscriptions).where(eq(subscriptions.userId, user.id));
      await returnUserToFree(tx, user.id, "granted_free", now);
      return;
    }
    const row = {
      provider: "manual" as const,
      customerRef: null,
      subscriptionRef: null,
      planId: plan.id,
      interval: input.days >= 365 ? ("year" as const) : ("month" as const),
      status: "active",
      currentPeriodEnd: endsAt,
      cancelAtPeriodEnd: false,
      lastEventAt: now,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({ target: subscriptions.userId, set: row });
    await activateUserPlan(tx, user.id, { planId: plan.id, start: now, end: endsAt });
  });
  await publishBillingChange(database, user.id);
  return { userId: user.id, endsAt };
}
