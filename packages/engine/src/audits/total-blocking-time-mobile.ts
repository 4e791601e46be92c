import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const totalBlockingTimeMobile = defineLabMetricAudit("total-blocking-time", "mobile");
