import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const largestContentfulPaintMobile = defineLabMetricAudit("largest-contentful-paint", "mobile");
