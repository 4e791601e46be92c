import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const firstContentfulPaintDesktop = defineLabMetricAudit("first-contentful-paint", "desktop");
