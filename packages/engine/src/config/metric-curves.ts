import type { FormFactor } from "../speed-types";

export type LabMetric =
  | "first-contentful-paint"
  | "largest-contentful-paint"
  | "total-blocking-time"
  | "cumulative-layout-shift"
  | "speed-index";
export type FieldMetric =
  | "field-largest-contentful-paint"
  | "field-interaction-to-next-paint"
  | "field-cumulative-layout-shift";

export interface Curve {
  /** Value scoring 0.90. */
  p10: number;
  /** Value scoring 0.50. */
  median: number;
}

/** Lighthouse 12/13 control points (core/audits/metrics/*.js), per form factor. */
export const LAB_CURVES: Record<LabMetric, Record<FormFactor, Curve>> = {
  "first-contentful-paint": { mobile: { p10: 1800, median: 3000 }, desktop: { p10: 934, median: 1600 } },
  "largest-contentful-paint": { mobile: { p10: 2500, median: 4000 }, desktop: { p10: 1200, median: 2400 } },
  "total-blocking-time": { mobile: { p10: 200, median: 600 }, desktop: { p10: 150, median: 350 } },
  "cumulative-layout-shift": { mobile: { p10: 0.1, median: 0.25 }, desktop: { p10: 0.1, median: 0.25 } },
  "speed-index": { mobile: { p10: 3387, median: 5800 }, desktop: { p10: 1311, median: 2300 } },
};

/** Core Web Vitals "good" and "poor" thresholds used as p10 and median for CrUX p75 values. */
export const FIELD_CURVES: Record<FieldMetric, Curve> = {
  "field-largest-contentful-paint": { p10: 2500, median: 4000 },
  "field-interaction-to-next-paint": { p10: 200, median: 500 },
  "field-cumulative-layout-shift": { p10: 0.1, median: 0.25 },
};
