import { and, desc, eq, ne } from "drizzle-orm";
import { payments, type subscriptions } from "../../db/schema";
import type { BillingDb } from "../billing-db";

const DAY_MS = 86_400_000;
const periodDays = (interval: string | null) => (interval === "year" ? 365 : 30);

/**
 * iyzico plans are prepaid periods (decision 050), so a change of plan or interval is a new purchase
 * starting now. What is left of the running period is not lost: its unused value (what was paid for it,
 * pro rata by time) buys days of the new plan at the new price, added to the new period's end. A
 * downgrade so lasts longer than its period, an upgrade slightly longer; nothing is refunded.
 */
export async function carryOverPrepaidPeriod(
  db: BillingDb,
  current: typeof subscriptions.$inferSelect | undefined,
  purchase: {
    userId: string;
    paymentId: string;
    amount: number;
    currency: string;
    interval: "month" | "year";
  },
  now: Date,
): Promise<number> {
  if (current?.provider !== "iyzico" || !current.currentPeriodEnd || current.currentPeriodEnd <= now)
    return 0;
  const [paid] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, purchase.userId),
        eq(payments.provider, "iyzico"),
        eq(payments.status, "succeeded"),
        eq(payments.planId, current.planId),
        // This purchase is already marked succeeded in the transaction that settles it.
        ne(payments.id, purchase.paymentId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!paid || paid.currency !== purchase.currency || purchase.amount <= 0) return 0;
  const left = (current.currentPeriodEnd.getTime() - now.getTime()) / (periodDays(current.interval) * DAY_MS);
  const unusedValue = paid.amount * Math.min(1, left);
  const newDayPrice = purchase.amount / periodDays(purchase.interval);
  return (unusedValue / newDayPrice) * DAY_MS;
}
