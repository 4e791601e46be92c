import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { pushSubscriptions } from "../db/schema";

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stores a browser's subscription; an endpoint seen before moves to the current user with fresh keys. */
export async function savePushSubscription(
  database: Database,
  userId: string,
  subscription: PushSubscriptionInput,
): Promise<void> {
  const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await database.db
    .insert(pushSubscriptions)
    .values({ id: randomUUID(), endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}
