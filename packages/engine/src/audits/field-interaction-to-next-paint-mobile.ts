import { defineFieldMetricAudit } from "./shared/define-metric-audit";

export const fieldInteractionToNextPaintMobile = defineFieldMetricAudit(
  "field-interaction-to-next-paint",
  "mobile",
);
