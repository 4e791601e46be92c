import { numberFormats } from "./format-numbers";
import type { TextLanguage } from "./language";

const UNIT = { tr: "puan", en: "points" } as const;
const NO_EFFECT = { tr: "Puanı etkilemez", en: "No effect on the score" } as const;

/**
 * A task's expected score gain as every screen and the PDF write it: "+2,1 puan", "<+0,1 puan"
 * for a gain too small for one decimal, and words, not "+0,0", for a check the score does not weigh.
 */
export function formatTaskImpact(language: TextLanguage, impact: number): string {
  if (impact <= 0) return NO_EFFECT[language];
  return `${numberFormats(language).points(impact)} ${UNIT[language]}`;
}
