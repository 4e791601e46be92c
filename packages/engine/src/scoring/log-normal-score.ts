import type { Curve } from "../config/metric-curves";

const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;

/**
 * Lighthouse's metric score (shared/statistics.js): a log-normal complementary CDF through
 * the p10 (0.90) and median (0.50) control points, clamped to the band the value falls in.
 */
export function logNormalScore({ p10, median }: Curve, value: number): number {
  if (value <= 0) return 1;
  const standardizedX = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const percentile = (1 - erf(standardizedX)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, percentile));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, percentile));
  return Math.max(0, Math.min(0.49999999999999994, percentile));
}

/** Abramowitz and Stegun 7.1.26, as Lighthouse uses. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const abs = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * abs);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-abs * abs));
}
