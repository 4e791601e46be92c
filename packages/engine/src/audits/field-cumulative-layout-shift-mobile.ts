import { defineFieldMetricAudit } from "./shared/define-metric-audit";

export const fieldCumulativeLayoutShiftMobile = defineFieldMetricAudit(
  "field-cumulative-layout-shift",
  "mobile",
);
