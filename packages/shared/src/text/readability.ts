import { type TextLanguage, words } from "./language";
import { splitSentences } from "./sentences";
import { countSyllables } from "./syllables";

export interface TextCounts {
  sentences: number;
  words: number;
  syllables: number;
}

export function countText(text: string, language: TextLanguage): TextCounts {
  const sentences = splitSentences(text);
  const list = sentences.flatMap(words).filter((word) => /\p{L}/u.test(word));
  return {
    sentences: Math.max(1, sentences.length),
    words: list.length,
    syllables: list.reduce((sum, word) => sum + countSyllables(word, language), 0),
  };
}

/** Flesch Reading Ease (1948): 206.835 − 1.015 · words/sentence − 84.6 · syllables/word. */
export function fleschReadingEase({ sentences, words: count, syllables }: TextCounts): number {
  return 206.835 - 1.015 * (count / sentences) - 84.6 * (syllables / count);
}

/** Flesch–Kincaid grade level (1975): 0.39 · words/sentence + 11.8 · syllables/word − 15.59. */
export function fleschKincaidGrade({ sentences, words: count, syllables }: TextCounts): number {
  return 0.39 * (count / sentences) + 11.8 * (syllables / count) - 15.59;
}

/** Ateşman (1997), Flesch adapted to Turkish: 198.825 − 40.175 · syllables/word − 2.610 · words/sentence. */
export function atesmanReadability({ sentences, words: count, syllables }: TextCounts): number {
  return 198.825 - 40.175 * (syllables / count) - 2.61 * (count / sentences);
}

export interface Readability {
  /** 0–100 ease (Flesch Reading Ease for English, Ateşman for Turkish); higher is easier. */
  ease: number;
  /** Flesch–Kincaid grade (English only). */
  grade: number | null;
  formula: "flesch" | "atesman";
  counts: TextCounts;
}

export function readability(text: string, language: TextLanguage): Readability | null {
  const counts = countText(text, language);
  if (counts.words === 0) return null;
  const clamp = (value: number) => Math.max(0, Math.min(100, value));
  return language === "tr"
    ? { ease: clamp(atesmanReadability(counts)), grade: null, formula: "atesman", counts }
    : {
        ease: clamp(fleschReadingEase(counts)),
        grade: fleschKincaidGrade(counts),
        formula: "flesch",
        counts,
      };
}
