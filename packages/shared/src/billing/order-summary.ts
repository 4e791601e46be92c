/** Turkish VAT (KDV); lira prices include it, as Turkish consumer prices must. */
export const TURKISH_VAT_RATE = 0.2;

export type OrderSummary = {
  currency: "USD" | "TRY";
  /** Price without tax. */
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A lira price as people expect to read it: converted at the stored rate, then whole lira below
 * ₺100, the nearest ₺10 below ₺1.000 and the nearest ₺50 above (₺1.233 reads as ₺1.250). The
 * pricing page and the checkout both use it, so the shown price is the charged one.
 */
export function liraPrice(usd: number, tryPerUsd: number): number {
  const exact = usd * tryPerUsd;
  const step = exact < 100 ? 1 : exact < 1000 ? 10 : 50;
  return Math.round(exact / step) * step;
}

/**
 * What /payment shows and the provider charges: a USD price as stored, or a lira price (USD times
 * the stored rate, rounded by liraPrice, KDV included and shown apart).
 */
export function orderSummary(usd: number, currency: "USD" | "TRY", tryPerUsd: number): OrderSummary {
  if (currency === "USD") return { currency, subtotal: round(usd), taxRate: 0, tax: 0, total: round(usd) };
  const total = liraPrice(usd, tryPerUsd);
  const subtotal = round(total / (1 + TURKISH_VAT_RATE));
  return { currency, subtotal, taxRate: TURKISH_VAT_RATE, tax: round(total - subtotal), total };
}
