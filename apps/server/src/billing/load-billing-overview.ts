import type { BillingOverview } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { subscriptions, users } from "../db/schema";
import type { Env } from "../env";
import { paymentProviders } from "../providers/payments/payment-providers";
import { listUsage } from "../usage/list-usage";
import { listInvoices } from "./list-invoices";

/** Everything /billing shows besides the plan limits: subscription, invoices, usage. */
export async function loadBillingOverview(
  database: Database,
  env: Env,
  userId: string,
): Promise<BillingOverview> {
  const providers = paymentProviders(env);
  const [[subscription], [user], invoices, usage] = await Promise.all([
    database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    database.db.select({ end: users.subscriptionEndDate }).from(users).where(eq(users.id, userId)),
    listInvoices(database, userId),
    listUsage(database, userId),
  ]);
  const live = subscription && subscription.status !== "canceled";
  return {
    providers: providers.configured,
    subscription: subscription
      ? {
          provider: subscription.provider,
          planId: subscription.planId,
          interval: subscription.interval,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          canManage: Boolean(
            live &&
              subscription.customerRef &&
              ((subscription.provider === "stripe" && providers.stripe) ||
                (subscription.provider === "iyzico" && providers.iyzico?.subscriptions)),
          ),
          renews: Boolean(
            live &&
              (subscription.provider === "stripe" ||
                (subscription.provider === "iyzico" && subscription.subscriptionRef)),
          ),
          canCancel: Boolean(live && !subscription.cancelAtPeriodEnd),
          canResume: Boolean(
            live &&
              subscription.cancelAtPeriodEnd &&
              (subscription.provider !== "iyzico" || !subscription.subscriptionRef) &&
              (subscription.provider !== "stripe" || providers.stripe),
          ),
          pendingChange:
            live && subscription.pendingPlanId && subscription.pendingInterval
              ? {
                  planId: subscription.pendingPlanId,
                  interval: subscription.pendingInterval,
                  expiresAt: subscription.pendingExpiresAt?.toISOString() ?? null,
                  payUrl: subscription.pendingPayUrl,
                }
              : null,
        }
      : null,
    subscriptionEndDate: user?.end?.toISOString() ?? null,
    invoices,
    usage,
  };
}
