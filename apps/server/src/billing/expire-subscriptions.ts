import { and, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { subscriptions, users } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { publishBillingChange } from "./publish-billing-change";
import { returnUserToFree } from "./set-user-plan";

/**
 * Prepaid periods (iyzico, granted plans) end here: Stripe reports its own ends by webhook, so
 * users whose subscription is Stripe's are left to it.
 */
export const expireSubscriptionsJob = defineJob({
  name: "expire-subscriptions",
  payload: z.object({}).default({}),
  options: { retryLimit: 2, expireInSeconds: 300 },
  async handle(_payload, { database }) {
    const now = new Date();
    const due = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.paymentStatus, "active"), lt(users.subscriptionEndDate, now)));
    if (due.length === 0) return;
    const stripe = await database.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, "stripe"),
          inArray(
            subscriptions.userId,
            due.map((row) => row.id),
          ),
        ),
      );
    const skip = new Set(stripe.map((row) => row.userId));
    for (const { id } of due) {
      if (skip.has(id)) continue;
      await returnUserToFree(database.db, id, "expired", now);
      await database.db
        .update(subscriptions)
        .set({ status: "canceled", updatedAt: now })
        .where(eq(subscriptions.userId, id));
      await publishBillingChange(database, id);
    }
  },
});
