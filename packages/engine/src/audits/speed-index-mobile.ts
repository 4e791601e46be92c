import { defineLabMetricAudit } from "./shared/define-metric-audit";

export const speedIndexMobile = defineLabMetricAudit("speed-index", "mobile");
