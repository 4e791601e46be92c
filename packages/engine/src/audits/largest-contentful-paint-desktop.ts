import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const largestContentfulPaintDesktop = defineLabMetricAudit("largest-contentful-paint", "desktop");
