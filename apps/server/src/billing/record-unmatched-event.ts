import { randomUUID } from "node:crypto";
import { unmatchedPaymentEvents } from "../db/schema";
import type { BillingDb } from "./billing-db";

export type UnmatchedEvent = {
  provider: "stripe" | "iyzico";
  eventId: string;
  type: string;
  customerRef?: string | null;
  subscriptionRef?: string | null;
  detail?: string | null;
};

/**
 * Keeps a verified provider event that belongs to no user we hold. Answering it with a plain 200
 * would hide a customer still being charged after their account was deleted; the operator lists
 * these with `npm run admin -- unmatched-events` and settles them at the provider.
 */
export async function recordUnmatchedEvent(db: BillingDb, event: UnmatchedEvent): Promise<void> {
  await db.insert(unmatchedPaymentEvents).values({
    id: randomUUID(),
    provider: event.provider,
    eventId: event.eventId,
    type: event.type,
    customerRef: event.customerRef ?? null,
    subscriptionRef: event.subscriptionRef ?? null,
    detail: event.detail ?? null,
  });
}
