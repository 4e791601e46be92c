import type { UnmatchedEvent } from "../record-unmatched-event";
import type { StripeEvent, StripeInvoice } from "./stripe-objects";

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** What the operator needs to find an unmatched Stripe event's customer and money at Stripe. */
export function unmatchedStripeEvent(event: StripeEvent): UnmatchedEvent {
  const object = event.data.object;
  const invoice = object as unknown as StripeInvoice;
  const subscriptionRef =
    object.object === "subscription"
      ? text(object.id)
      : (text(object.subscription) ?? invoice.parent?.subscription_details?.subscription ?? null);
  const cents = object.object === "invoice" ? invoice.amount_paid || invoice.amount_due : undefined;
  return {
    provider: "stripe",
    eventId: event.id,
    type: event.type,
    customerRef: text(object.customer),
    subscriptionRef,
    detail:
      typeof cents === "number" ? `${(cents / 100).toFixed(2)} ${invoice.currency.toUpperCase()}` : null,
  };
}
