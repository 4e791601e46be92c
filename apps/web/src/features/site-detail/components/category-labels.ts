import type { ScanCategory } from "@sitelens/shared";

/** Display order of the engine's categories. */
export const CATEGORY_ORDER: readonly ScanCategory[] = [
  "technical",
  "content",
  "ux",
  "internalLinks",
  "offpage",
  "speedMobile",
  "speedDesktop",
  "aio",
];
