import { and, eq, inArray, isNotNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { subscriptions, users } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { publishBillingChange } from "./publish-billing-change";
import { returnUserToFree } from "./set-user-plan";

/**
 * Prepaid periods (iyzico checkout form, granted plans) and cancelled or unpaid iyzico subscriptions
 * end here. Stripe reports its own ends by webhook, and an active iyzico subscription is renewed by
 * iyzico (its webhook moves the end), so those users are left to their provider.
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
    const renewing = await database.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        and(
          or(
            eq(subscriptions.provider, "stripe"),
            and(
              eq(subscriptions.provider, "iyzico"),
              isNotNull(subscriptions.subscriptionRef),
              eq(subscriptions.status, "active"),
            ),
          ),
          inArray(
            subscriptions.userId,
            due.map((row) => row.id),
          ),
        ),
      );
    const skip = new Set(renewing.map((row) => row.userId));
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
