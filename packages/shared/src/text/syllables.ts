import type { TextLanguage } from "./language";

const TURKISH_VOWELS = /[aeıioöuüâîû]/giu;

/** Turkish: every syllable has exactly one vowel, so syllables are vowels. */
export function turkishSyllables(word: string): number {
  return Math.max(1, word.toLocaleLowerCase("tr").match(TURKISH_VOWELS)?.length ?? 0);
}

/**
 * English: vowel groups after dropping a silent final -e/-es/-ed (the common heuristic), plus the
 * split vowel of "being, doing, going"; at least one.
 */
export function englishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  const split = /(?<![aeiouy])[aeouy]ing$/.test(w) ? 1 : 0;
  return Math.max(1, groups + split);
}

export function countSyllables(word: string, language: TextLanguage): number {
  return language === "tr" ? turkishSyllables(word) : englishSyllables(word);
}
