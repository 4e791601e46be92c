import { eq } from "drizzle-orm";
import webpush from "web-push";
import { pushSubscriptions } from "../db/schema";
import type { ServerContext } from "../server-context";
import { isAllowedPushEndpoint } from "./is-allowed-push-endpoint";
import { loadVapidKeys } from "./load-vapid-keys";

export interface PushMessage {
  title: string;
  body: string;
  url: string | null;
  tag?: string;
}

const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends the message to every browser the user subscribed. web-push builds the encrypted request and
 * VAPID headers; we send it with fetch so timeouts are ours. A 404 or 410 means the browser dropped
 * the subscription, so it is deleted. Returns how many pushes the services accepted.
 */
export async function sendPushToUser(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  message: PushMessage,
): Promise<number> {
  const { database, env, logger } = context;
  const subscriptions = await database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (subscriptions.length === 0) return 0;
  const vapid = await loadVapidKeys(database, env);
  const payload = JSON.stringify(message);
  let delivered = 0;
  for (const subscription of subscriptions) {
    if (!isAllowedPushEndpoint(subscription.endpoint, env.CRAWLER_ALLOW_PRIVATE)) continue;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410)
        await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      else if (response.ok) delivered += 1;
      else logger.warn({ status: response.status }, "push service refused a notification");
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "push delivery failed");
    }
  }
  return delivered;
}
