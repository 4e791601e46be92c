import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const cumulativeLayoutShiftDesktop = defineLabMetricAudit("cumulative-layout-shift", "desktop");
