import { defineFieldMetricAudit } from "./shared/define-metric-audit";

export const fieldInteractionToNextPaintDesktop = defineFieldMetricAudit(
  "field-interaction-to-next-paint",
  "desktop",
);
