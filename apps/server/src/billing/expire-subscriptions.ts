import { and, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { subscriptions, users } from "../db/schema";
import { defineJob } from "../jobs/define-job";
import { publishBillingChange } from "./publish-billing-change";
import { returnUserToFree } from "./set-user-plan";

/**
 * How long a past_due subscription keeps the plan last paid for after its paid period ended, while
 * the provider retries the card (decision 165). The payment-required banner shows throughout.
 */
export const PAST_DUE_GRACE_MS = 7 * 86_400_000;

type Renewal = { provider: string; subscriptionRef: string | null; status: string };

/** Whether the provider, not this job, decides when this subscription's plan ends. */
function leftToProvider(row: Renewal | undefined, paidUntil: Date, now: Date): boolean {
  if (!row) return false;
  if (row.status === "past_due") return paidUntil.getTime() + PAST_DUE_GRACE_MS > now.getTime();
  if (row.provider === "stripe") return true;
  return row.provider === "iyzico" && row.subscriptionRef !== null && row.status === "active";
}

/**
 * Prepaid periods (iyzico checkout form, granted plans) and cancelled or unpaid iyzico subscriptions
 * end here. Stripe reports its own ends by webhook, and an active iyzico subscription is renewed by
 * iyzico (its webhook moves the end), so those users are left to their provider; a past_due one
 * (either provider) keeps its plan for the grace period after the paid period, then returns to free.
 */
export const expireSubscriptionsJob = defineJob({
  name: "expire-subscriptions",
  payload: z.object({}).default({}),
  options: { retryLimit: 2, expireInSeconds: 300 },
  async handle(_payload, { database }) {
    const now = new Date();
    const due = await database.db
      .select({ id: users.id, end: users.subscriptionEndDate })
      .from(users)
      .where(and(eq(users.paymentStatus, "active"), lt(users.subscriptionEndDate, now)));
    if (due.length === 0) return;
    const rows = await database.db
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.userId,
          due.map((row) => row.id),
        ),
      );
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    for (const { id, end } of due) {
      const row = byUser.get(id);
      if (end && leftToProvider(row, end, now)) continue;
      await returnUserToFree(database.db, id, row?.status === "past_due" ? "past_due" : "expired", now);
      // A Stripe subscription still runs at Stripe: a late payment (invoice.paid) brings the plan back.
      if (row?.provider !== "stripe")
        await database.db
          .update(subscriptions)
          .set({ status: "canceled", updatedAt: now })
          .where(eq(subscriptions.userId, id));
      await publishBillingChange(database, id);
    }
  },
});
