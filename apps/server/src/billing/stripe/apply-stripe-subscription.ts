import { eq, or } from "drizzle-orm";
import { subscriptions, users } from "../../db/schema";
import type { Env } from "../../env";
import type { BillingDb } from "../billing-db";
import { activateUserPlan, returnUserToFree } from "../set-user-plan";
import { fromUnix, type StripeEvent, type StripeSubscription } from "./stripe-objects";
import { stripePlanForPrice } from "./stripe-plan-for-price";

/** Stripe statuses under which the plan stays on (past_due: Stripe is still retrying the card). */
const LIVE = new Set(["active", "trialing", "past_due"]);

/** Whose subscription: our own metadata first, else the customer or subscription we stored. */
export async function stripeSubscriptionOwner(
  db: BillingDb,
  refs: { userId?: string; customer?: string | null; subscription?: string | null },
): Promise<string | null> {
  if (refs.userId) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, refs.userId));
    if (user) return user.id;
  }
  const conditions = [
    refs.customer ? eq(subscriptions.customerRef, refs.customer) : undefined,
    refs.subscription ? eq(subscriptions.subscriptionRef, refs.subscription) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(or(...conditions));
  return row?.userId ?? null;
}

/**
 * customer.subscription.created/updated/deleted. Events come in any order: one older than the
 * last applied is skipped, a deleted subscription never comes back, and the deletion of an old
 * subscription leaves a newer one alone.
 */
export async function applyStripeSubscription(
  db: BillingDb,
  env: Pick<Env, "STRIPE_PRICE_IDS">,
  event: StripeEvent,
): Promise<string[]> {
  const sub = event.data.object as unknown as StripeSubscription;
  const userId = await stripeSubscriptionOwner(db, {
    userId: sub.metadata?.user_id,
    customer: sub.customer,
    subscription: sub.id,
  });
  if (!userId) return [];
  const eventAt = new Date(event.created * 1000);
  const deleted = event.type === "customer.subscription.deleted";
  const status = deleted ? "canceled" : sub.status;
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (current) {
    const same = current.subscriptionRef === sub.id;
    if (same && current.status === "canceled") return [];
    if (same && current.lastEventAt && eventAt < current.lastEventAt) return [];
    if (!same && current.subscriptionRef && LIVE.has(current.status) && !LIVE.has(status)) return [];
  }
  const item = sub.items?.data?.[0];
  const plan = stripePlanForPrice(env, item?.price?.id) ?? {
    planId: sub.metadata?.plan_id ?? current?.planId ?? "pro",
    interval: sub.metadata?.interval === "year" ? ("year" as const) : ("month" as const),
  };
  const periodEnd = fromUnix(sub.current_period_end ?? item?.current_period_end);
  const row = {
    provider: "stripe" as const,
    customerRef: sub.customer,
    subscriptionRef: sub.id,
    planId: plan.planId,
    interval: plan.interval,
    status,
    currentPeriodEnd: periodEnd ?? current?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
    lastEventAt: eventAt,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
  if (LIVE.has(status) && row.currentPeriodEnd)
    await activateUserPlan(db, userId, { planId: plan.planId, end: row.currentPeriodEnd });
  else if (status !== "incomplete")
    await returnUserToFree(db, userId, status, fromUnix(sub.ended_at) ?? new Date());
  return [userId];
}
