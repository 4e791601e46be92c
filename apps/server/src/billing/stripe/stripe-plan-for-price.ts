import type { BillingInterval } from "@sitelens/shared";
import type { Env } from "../../env";

/** Which plan and interval a Stripe price id sells, from STRIPE_PRICE_IDS. */
export function stripePlanForPrice(
  env: Pick<Env, "STRIPE_PRICE_IDS">,
  priceId: string | undefined,
): { planId: string; interval: BillingInterval } | null {
  if (!priceId) return null;
  for (const [planId, prices] of Object.entries(env.STRIPE_PRICE_IDS)) {
    if (prices.month === priceId) return { planId, interval: "month" };
    if (prices.year === priceId) return { planId, interval: "year" };
  }
  return null;
}
