/** Spec §9: the yearly price defaults to 12× monthly with 10 % off. */
export function yearlyPrice(plan: { price: number; yearlyPrice: number | null }): number {
  if (plan.yearlyPrice !== null) return plan.yearlyPrice;
  return Math.round(plan.price * 12 * 0.9 * 100) / 100;
}
