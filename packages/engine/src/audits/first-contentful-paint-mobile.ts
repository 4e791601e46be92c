import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const firstContentfulPaintMobile = defineLabMetricAudit("first-contentful-paint", "mobile");
