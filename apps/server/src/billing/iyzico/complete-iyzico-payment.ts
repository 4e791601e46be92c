import { and, eq } from "drizzle-orm";
import { invoices, payments, plans, subscriptions } from "../../db/schema";
import { paymentProviders } from "../../providers/payments/payment-providers";
import { PaymentProviderError } from "../../providers/payments/types";
import type { ServerContext } from "../../server-context";
import { publishBillingChange } from "../publish-billing-change";
import { newInvoiceNumber, recordInvoice } from "../record-invoice";
import { activateUserPlan, daysFrom } from "../set-user-plan";
import { carryOverPrepaidPeriod } from "./carry-over-prepaid-period";
import { completeIyzicoSubscription } from "./complete-iyzico-subscription";

export type IyzicoOutcome = "succeeded" | "failed" | "pending";

/**
 * Settles an iyzico checkout by retrieving its result server-side (the callback's or webhook's
 * own claims are never trusted): paid only with paymentStatus SUCCESS, fraudStatus 1, a valid
 * response signature and the amount we asked for. Safe to run twice (callback and webhook). A
 * subscription checkout (decision 159) is settled by its own rules.
 */
export async function completeIyzicoPayment(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  paymentId: string,
  token: string,
): Promise<IyzicoOutcome> {
  const { database } = context;
  const provider = paymentProviders(context.env).iyzico;
  const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!provider || !payment || payment.provider !== "iyzico" || payment.providerRef !== token)
    return "failed";
  if (payment.status !== "pending") return payment.status === "succeeded" ? "succeeded" : "failed";
  if (payment.checkoutForm) return completeIyzicoSubscription(context, provider, payment, token);

  let outcome: { status: IyzicoOutcome; reason?: string; iyzicoPaymentId?: string };
  try {
    const result = await provider.retrieveCheckout(token, paymentId);
    const matches =
      result.conversationId === paymentId &&
      result.basketId === paymentId &&
      result.currency === payment.currency &&
      Math.abs(Number(result.paidPrice) - payment.amount) < 0.01;
    if (!matches) outcome = { status: "failed", reason: "mismatch" };
    else if (result.paymentStatus !== "SUCCESS") outcome = { status: "failed", reason: result.paymentStatus };
    else if (result.fraudStatus === 0) outcome = { status: "pending" };
    else if (result.fraudStatus !== 1) outcome = { status: "failed", reason: "fraud_rejected" };
    else outcome = { status: "succeeded", iyzicoPaymentId: String(result.paymentId) };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "iyzico retrieve failed");
    outcome = { status: "failed", reason: error.code ?? "provider_error" };
  }
  if (outcome.status === "pending") return "pending";

  const applied = await database.db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(payments)
      .set({ status: outcome.status, failureReason: outcome.reason ?? null, updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    if (!claimed || outcome.status !== "succeeded") return Boolean(claimed);
    if (payment.invoiceId) {
      await tx
        .update(invoices)
        .set({ status: "paid", paidDate: now })
        .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.userId, payment.userId)));
      return true;
    }
    if (!payment.planId || !payment.interval) return true;
    const [plan] = await tx.select().from(plans).where(eq(plans.id, payment.planId));
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, payment.userId));
    // A renewal of the same plan and interval extends from the end of the period already paid; a change
    // of plan starts now and carries the running period's unused value over as days.
    const renewal =
      current?.planId === payment.planId &&
      current.interval === payment.interval &&
      current.currentPeriodEnd &&
      current.currentPeriodEnd > now;
    const from = renewal && current.currentPeriodEnd ? current.currentPeriodEnd : now;
    const carried = renewal
      ? 0
      : await carryOverPrepaidPeriod(
          tx,
          current,
          { ...payment, paymentId: payment.id, interval: payment.interval },
          now,
        );
    const end = new Date(daysFrom(from, payment.interval === "year" ? 365 : 30).getTime() + carried);
    const row = {
      provider: "iyzico" as const,
      customerRef: null,
      subscriptionRef: null,
      planId: payment.planId,
      interval: payment.interval,
      status: "active",
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      lastEventAt: now,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ userId: payment.userId, ...row })
      .onConflictDoUpdate({ target: subscriptions.userId, set: row });
    await recordInvoice(tx, {
      userId: payment.userId,
      provider: "iyzico",
      providerRef: `iyzico:${outcome.iyzicoPaymentId}`,
      invoiceNumber: newInvoiceNumber(now),
      planId: payment.planId,
      planName: plan?.title.en ?? payment.planId,
      amount: payment.amount,
      currency: payment.currency,
      status: "paid",
      dueDate: now,
      paidDate: now,
    });
    await activateUserPlan(tx, payment.userId, { planId: payment.planId, start: now, end });
    return true;
  });
  if (applied) await publishBillingChange(database, payment.userId);
  return outcome.status;
}
