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
 * What /payment shows and the provider charges: a USD price as stored, or a lira price (USD times
 * the stored rate, whole lira, KDV included and shown apart).
 */
export function orderSummary(usd: number, currency: "USD" | "TRY", tryPerUsd: number): OrderSummary {
  if (currency === "USD") return { currency, subtotal: round(usd), taxRate: 0, tax: 0, total: round(usd) };
  const total = Math.round(usd * tryPerUsd);
  const subtotal = round(total / (1 + TURKISH_VAT_RATE));
  return { currency, subtotal, taxRate: TURKISH_VAT_RATE, tax: round(total - subtotal), total };
}
