import { lower, type TextLanguage, words } from "./language";
import { stem } from "./stem";
import { isStopWord } from "./stop-words";

export interface KeyPhrase {
  /** The most frequent surface form, as written on the page. */
  text: string;
  /** Stems of its words, the identity of the phrase. */
  stems: string[];
  score: number;
}

export interface WeightedText {
  text: string;
  weight: number;
}

/**
 * RAKE-style key phrases: runs of up to three content words between stop words and punctuation,
 * scored by the summed frequency of their word stems (weighted: title and headings count more).
 */
export function keyPhrases(sources: WeightedText[], language: TextLanguage, limit = 8): KeyPhrase[] {
  const stemFrequency = new Map<string, number>();
  const phrases = new Map<string, { forms: Map<string, number>; stems: string[]; weight: number }>();
  for (const source of sources) {
    for (const chunk of source.text.split(/[.,;:!?()[\]{}"“”«»|/\\–—\n]+| - /)) {
      let run: string[] = [];
      const flush = () => {
        for (let size = Math.min(3, run.length); size >= 1; size -= 1) {
          for (let at = 0; at + size <= run.length; at += 1) {
            const part = run.slice(at, at + size);
            const stems = part.map((word) => stem(lower(word, language), language));
            const key = stems.join(" ");
            const entry = phrases.get(key) ?? { forms: new Map(), stems, weight: 0 };
            const form = part.join(" ");
            entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
            entry.weight += source.weight;
            phrases.set(key, entry);
          }
        }
        run = [];
      };
      for (const word of words(chunk)) {
        const lowered = lower(word, language);
        if (isStopWord(lowered, language)) {
          flush();
          continue;
        }
        const key = stem(lowered, language);
        stemFrequency.set(key, (stemFrequency.get(key) ?? 0) + source.weight);
        run.push(word);
      }
      flush();
    }
  }
  const scored = [...phrases.values()]
    .filter((entry) => entry.weight >= 2)
    .map((entry) => {
      const text = [...entry.forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      const base = entry.stems.reduce((sum, key) => sum + (stemFrequency.get(key) ?? 0), 0);
      // A multi-word phrase that recurs beats its single words; one that occurs once does not.
      return {
        text,
        stems: entry.stems,
        score: base * (entry.stems.length > 1 && entry.weight >= 2 ? 1.5 : 1),
      };
    })
    .sort((a, b) => b.score - a.score);
  const chosen: KeyPhrase[] = [];
  for (const phrase of scored) {
    if (chosen.length >= limit) break;
    const covered = chosen.some((other) => phrase.stems.every((key) => other.stems.includes(key)));
    if (!covered) chosen.push(phrase);
  }
  return chosen;
}
