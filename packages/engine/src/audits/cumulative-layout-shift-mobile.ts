import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const cumulativeLayoutShiftMobile = defineLabMetricAudit("cumulative-layout-shift", "mobile");
