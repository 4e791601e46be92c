import { defineFieldMetricAudit } from "./shared/define-metric-audit";

export const fieldLargestContentfulPaintDesktop = defineFieldMetricAudit(
  "field-largest-contentful-paint",
  "desktop",
);
