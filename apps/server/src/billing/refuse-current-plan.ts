import type { BillingInterval } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { subscriptions } from "../db/schema";
import { AppError } from "../errors/app-error";

/** Provider statuses under which a renewing subscription still runs. */
const RUNNING = new Set(["active", "trialing", "past_due"]);

/**
 * /payment for the plan and interval a renewing subscription already has would ask the provider to
 * change a subscription to its own price (Stripe answers an error, iyzico starts a new period):
 * say so instead. Prepaid periods may be bought again (they extend, decision 141).
 */
export async function refuseCurrentPlan(
  database: Database,
  userId: string,
  order: { planId: string; interval: BillingInterval },
): Promise<void> {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row?.subscriptionRef || !RUNNING.has(row.status)) return;
  if (row.planId === order.planId && row.interval === order.interval) throw new AppError("already_on_plan");
}
