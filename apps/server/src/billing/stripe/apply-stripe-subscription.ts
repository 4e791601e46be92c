import { eq, or } from "drizzle-orm";
import { subscriptions, users } from "../../db/schema";
import type { Env } from "../../env";
import type { BillingDb } from "../billing-db";
import { activateUserPlan, returnUserToFree } from "../set-user-plan";
import { fromUnix, type StripeEvent, type StripeSubscription } from "./stripe-objects";
import { stripePlanForPrice } from "./stripe-plan-for-price";

/** Stripe statuses under which the subscription still runs (past_due: Stripe is retrying the card). */
const LIVE = new Set(["active", "trialing", "past_due"]);
/** Statuses whose current price has been paid for (or is free in a trial): they grant its plan. */
const PAID = new Set(["active", "trialing"]);

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

/** The plan a pending update would give, or nulls when nothing waits. */
function pendingChange(env: Pick<Env, "STRIPE_PRICE_IDS">, sub: StripeSubscription) {
  const item = sub.pending_update?.subscription_items?.[0];
  const priceId = typeof item?.price === "string" ? item.price : item?.price?.id;
  const plan = sub.pending_update ? stripePlanForPrice(env, priceId) : null;
  if (!plan || !sub.pending_update)
    return { pendingPlanId: null, pendingInterval: null, pendingExpiresAt: null };
  return {
    pendingPlanId: plan.planId,
    pendingInterval: plan.interval,
    pendingExpiresAt: fromUnix(sub.pending_update.expires_at),
  };
}

/**
 * customer.subscription.created/updated/deleted (and pending_update_applied/expired). Events come in
 * any order: one older than the last applied is skipped, a deleted subscription never comes back,
 * and the deletion of an old subscription leaves a newer one alone. Returns null when no user of
 * ours holds the subscription.
 *
 * Only a paid-for state grants a plan (decision 165): past_due keeps whatever plan the user had
 * (the one last paid for) and its end; expire-subscriptions ends it after the grace period.
 */
export async function applyStripeSubscription(
  db: BillingDb,
  env: Pick<Env, "STRIPE_PRICE_IDS">,
  event: StripeEvent,
): Promise<string[] | null> {
  const sub = event.data.object as unknown as StripeSubscription;
  const userId = await stripeSubscriptionOwner(db, {
    userId: sub.metadata?.user_id,
    customer: sub.customer,
    subscription: sub.id,
  });
  if (!userId) return null;
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
    ...pendingChange(env, sub),
    // The link to pay a held-back change goes with it; a new one comes with its invoice's event.
    ...(sub.pending_update ? {} : { pendingInvoiceRef: null, pendingPayUrl: null }),
    lastEventAt: eventAt,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
  if (PAID.has(status) && row.currentPeriodEnd)
    await activateUserPlan(db, userId, { planId: plan.planId, end: row.currentPeriodEnd });
  else if (!LIVE.has(status) && status !== "incomplete")
    await returnUserToFree(db, userId, status, fromUnix(sub.ended_at) ?? new Date());
  return [userId];
}
