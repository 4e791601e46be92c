import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const speedIndexDesktop = defineLabMetricAudit("speed-index", "desktop");
