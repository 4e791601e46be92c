import { paymentEvents } from "../../db/schema";
import type { ServerContext } from "../../server-context";
import { publishBillingChange } from "../publish-billing-change";
import { applyStripeCheckout } from "./apply-stripe-checkout";
import { applyStripeInvoice } from "./apply-stripe-invoice";
import { applyStripeSubscription } from "./apply-stripe-subscription";
import type { StripeEvent } from "./stripe-objects";

/**
 * Applies one verified Stripe event exactly once: the event id is recorded in the same
 * transaction as its effects, so a second delivery (or a parallel one) finds it and changes
 * nothing, and a failure leaves it unrecorded for Stripe's retry.
 */
export async function handleStripeEvent(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  event: StripeEvent,
): Promise<{ applied: boolean }> {
  const { database, env } = context;
  const affected = await database.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return null;
    switch (event.type) {
      case "checkout.session.completed":
        return applyStripeCheckout(tx, event);
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return applyStripeSubscription(tx, env, event);
      case "invoice.paid":
      case "invoice.payment_failed":
        return applyStripeInvoice(tx, env, event);
      default:
        return [];
    }
  });
  if (affected === null) return { applied: false };
  for (const userId of new Set(affected)) await publishBillingChange(context.database, userId);
  context.logger.info({ eventId: event.id, type: event.type, users: affected.length }, "stripe event");
  return { applied: true };
}
