import { defineFieldMetricAudit } from "./shared/define-metric-audit";

export const fieldCumulativeLayoutShiftDesktop = defineFieldMetricAudit(
  "field-cumulative-layout-shift",
  "desktop",
);
