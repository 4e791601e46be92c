/** What §9's plan matching needs of a plan: its USD prices (the yearly one already resolved). */
export type PricedPlan = { id: string; price: number; yearlyPrice: number };

export type PlanMatch = { planId: string; interval: "month" | "year"; days: 365 | 30 };

/** Spec §9: a paid amount matches a price within 2 units or 5 percent. */
function isNear(amount: number, price: number): boolean {
  return Math.abs(amount - price) <= Math.max(2, price * 0.05);
}

/**
 * Spec §9 invoice plan matching: the amount is compared with each paid plan's monthly and yearly
 * price times the currency rate (1 for USD, TRY per USD for lira); near the yearly price the
 * subscription lasts 365 days, else 30. The closest price wins; null when nothing is near.
 */
export function matchPlanForAmount(
  plans: readonly PricedPlan[],
  amount: number,
  rate: number,
): PlanMatch | null {
  let best: (PlanMatch & { distance: number }) | null = null;
  for (const plan of plans) {
    if (plan.price <= 0) continue;
    for (const interval of ["year", "month"] as const) {
      const price = (interval === "year" ? plan.yearlyPrice : plan.price) * rate;
      const distance = Math.abs(amount - price);
      if (isNear(amount, price) && (!best || distance < best.distance))
        best = { planId: plan.id, interval, days: interval === "year" ? 365 : 30, distance };
    }
  }
  return best && { planId: best.planId, interval: best.interval, days: best.days };
}
