import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import type { IyzicoSubscriptions } from "../../providers/payments/iyzico-subscriptions";
import type { ServerContext } from "../../server-context";
import { publishBillingChange } from "../publish-billing-change";
import { applyIyzicoSubscription } from "./apply-iyzico-subscription";

/**
 * A subscription webhook (renewal paid or failed), a cancel or a plan change: the server retrieves
 * the subscription from iyzico and applies that. The subscription must be one we already hold for a
 * user (the checkout callback binds it); any other reference changes nothing and answers null.
 */
export async function syncIyzicoSubscription(
  context: Pick<ServerContext, "database">,
  api: IyzicoSubscriptions,
  subscriptionRef: string,
  owner?: string,
): Promise<boolean | null> {
  const db = context.database.db;
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionRef, subscriptionRef));
  const userId = owner ?? row?.userId;
  if (!userId) return null;
  const details = await api.details(subscriptionRef);
  const applied = await db.transaction((tx) => applyIyzicoSubscription(tx, api, userId, details));
  if (applied) await publishBillingChange(context.database, userId);
  return applied;
}
