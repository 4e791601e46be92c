const STATISTIC =
  /\d+(?:[.,]\d+)?\s?%|%\s?\d+|\b\d{1,3}(?:[.,]\d{3})+\b|\b\d+(?:[.,]\d+)?\s?(?:million|billion|thousand|milyon|milyar|bin)\b/giu;
const QUOTED = /[“"«]([^”"»]{20,400})[”"»]/gu;

/** Counts the GEO paper's evidence kinds in the main text: statistics and inline quotations. */
export function measureEvidence(mainText: string): { statistics: number; quotedPassages: number } {
  return {
    statistics: mainText.match(STATISTIC)?.length ?? 0,
    quotedPassages: mainText.match(QUOTED)?.length ?? 0,
  };
}
