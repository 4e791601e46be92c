import { defineFieldMetricAudit } from "./shared/define-metric-audit";

export const fieldLargestContentfulPaintMobile = defineFieldMetricAudit(
  "field-largest-contentful-paint",
  "mobile",
);
