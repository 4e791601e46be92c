import { and, eq, ne } from "drizzle-orm";
import { payments, subscriptions } from "../../db/schema";
import type { IyzicoProvider } from "../../providers/payments/iyzico";
import type { IyzicoSubscriptionDetails } from "../../providers/payments/iyzico-subscriptions";
import { PaymentProviderError } from "../../providers/payments/types";
import type { ServerContext } from "../../server-context";
import { publishBillingChange } from "../publish-billing-change";
import { applyIyzicoSubscription } from "./apply-iyzico-subscription";
import type { IyzicoOutcome } from "./complete-iyzico-payment";

type Payment = typeof payments.$inferSelect;

/**
 * Settles a subscription checkout form by its token: iyzico's result is retrieved server-side and
 * must be a subscription on the pricing plan this payment asked for, ACTIVE, with its first order
 * paid. Only then does the plan activate (through the same path as every later renewal).
 */
export async function completeIyzicoSubscription(
  context: Pick<ServerContext, "database" | "logger">,
  provider: IyzicoProvider,
  payment: Payment,
  token: string,
): Promise<IyzicoOutcome> {
  const api = provider.subscriptions;
  const expected =
    payment.planId && payment.interval ? api?.pricingPlan(payment.planId, payment.interval) : null;
  if (!api || !expected) return "failed";
  const db = context.database.db;
  let outcome: { status: IyzicoOutcome; reason?: string; details?: IyzicoSubscriptionDetails };
  try {
    const result = await api.retrieveCheckout(token);
    const [taken] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.subscriptionRef, result.referenceCode),
          ne(subscriptions.userId, payment.userId),
        ),
      );
    if (result.pricingPlanReferenceCode !== expected || taken)
      outcome = { status: "failed", reason: "mismatch" };
    else if (result.subscriptionStatus !== "ACTIVE")
      outcome = { status: "failed", reason: result.subscriptionStatus };
    else {
      const details = await api.details(result.referenceCode);
      const paid = details.orders?.some((order) => order.orderStatus === "SUCCESS");
      outcome = paid ? { status: "succeeded", details } : { status: "pending" };
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "iyzico subscription retrieve failed");
    outcome = { status: "failed", reason: error.code ?? "provider_error" };
  }
  if (outcome.status === "pending") return "pending";

  const applied = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ status: outcome.status, failureReason: outcome.reason ?? null, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    if (claimed && outcome.details) await applyIyzicoSubscription(tx, api, payment.userId, outcome.details);
    return Boolean(claimed);
  });
  if (applied) await publishBillingChange(context.database, payment.userId);
  return outcome.status;
}
