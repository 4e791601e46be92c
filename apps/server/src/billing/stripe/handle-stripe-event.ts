import { paymentEvents } from "../../db/schema";
import type { ServerContext } from "../../server-context";
import type { BillingDb } from "../billing-db";
import { publishBillingChange } from "../publish-billing-change";
import { recordUnmatchedEvent } from "../record-unmatched-event";
import { applyStripeCheckout } from "./apply-stripe-checkout";
import { applyStripeInvoice } from "./apply-stripe-invoice";
import { applyStripeSubscription } from "./apply-stripe-subscription";
import type { StripeEvent } from "./stripe-objects";
import { unmatchedStripeEvent } from "./unmatched-stripe-event";

/**
 * Applies one verified Stripe event exactly once: the event id is recorded in the same
 * transaction as its effects, so a second delivery (or a parallel one) finds it and changes
 * nothing, and a failure leaves it unrecorded for Stripe's retry. An event about a customer or
 * subscription no user of ours holds (a deleted account) is kept for the operator.
 */
/** The users an event changed; null when it names nobody we hold. Other types change nothing. */
async function applyEvent(
  tx: BillingDb,
  env: ServerContext["env"],
  event: StripeEvent,
): Promise<string[] | null> {
  switch (event.type) {
    case "checkout.session.completed":
      return applyStripeCheckout(tx, event);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.pending_update_applied":
    case "customer.subscription.pending_update_expired":
      return applyStripeSubscription(tx, env, event);
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required":
    case "invoice.voided":
      return applyStripeInvoice(tx, env, event);
    default:
      return [];
  }
}

export async function handleStripeEvent(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  event: StripeEvent,
): Promise<{ applied: boolean; unmatched: boolean }> {
  const { database, env } = context;
  const affected = await database.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return null;
    const users = await applyEvent(tx, env, event);
    if (users === null) await recordUnmatchedEvent(tx, unmatchedStripeEvent(event));
    return { users: users ?? [], unmatched: users === null };
  });
  if (affected === null) return { applied: false, unmatched: false };
  for (const userId of new Set(affected.users)) await publishBillingChange(context.database, userId);
  if (affected.unmatched)
    context.logger.warn({ eventId: event.id, type: event.type }, "stripe event for no user of ours");
  else
    context.logger.info(
      { eventId: event.id, type: event.type, users: affected.users.length },
      "stripe event",
    );
  return { applied: true, unmatched: affected.unmatched };
}
