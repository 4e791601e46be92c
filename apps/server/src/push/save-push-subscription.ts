import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { pushSubscriptions } from "../db/schema";

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Stores a browser's subscription; an endpoint seen before moves to the current user with fresh keys. It is
 * tied to the session that subscribed, so signing out of this browser stops its pushes (the row cascades).
 */
export async function savePushSubscription(
  database: Database,
  userId: string,
  subscription: PushSubscriptionInput,
  sessionId: string,
): Promise<void> {
  const values = { userId, sessionId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await database.db
    .insert(pushSubscriptions)
    .values({ id: randomUUID(), endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}
