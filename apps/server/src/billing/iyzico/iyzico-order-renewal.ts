import type { BillingInterval } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { subscriptions } from "../../db/schema";
import type { PaymentProviders } from "../../providers/payments/payment-providers";
import { changeableIyzicoSubscription } from "./change-iyzico-subscription";

/**
 * What /payment must say about an iyzico subscription order: a running subscription changes plan now
 * without proration; a plan with a pricing plan at iyzico renews automatically; otherwise nothing
 * (a prepaid period, or another provider).
 */
export async function iyzicoOrderRenewal(
  database: Database,
  providers: PaymentProviders,
  userId: string,
  order: { planId: string; interval: BillingInterval; provider: string | null },
): Promise<"automatic" | "changeNow" | undefined> {
  const api = providers.iyzico?.subscriptions;
  if (!api?.pricingPlan(order.planId, order.interval)) return undefined;
  const [subscription] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (changeableIyzicoSubscription(subscription)) return "changeNow";
  return order.provider === "iyzico" ? "automatic" : undefined;
}
