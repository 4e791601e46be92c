import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const totalBlockingTimeDesktop = defineLabMetricAudit("total-blocking-time", "desktop");
