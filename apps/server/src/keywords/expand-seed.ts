/** Question words per language (issue 14), added before and after the seed. */
const QUESTION_WORDS = { tr: ["nasıl", "nedir", "neden"], en: ["how", "what", "best", "vs"] } as const;
const BEFORE = new Set(["how", "what", "best"]);
const LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");

/** The seed with each question word (both languages): "seo nasıl", "how seo", "seo vs"… */
export function questionQueries(seed: string): string[] {
  return [...QUESTION_WORDS.tr, ...QUESTION_WORDS.en].map((word) =>
    BEFORE.has(word) ? `${word} ${seed}` : `${seed} ${word}`,
  );
}

/** The autocomplete queries for a seed: the seed, seed + a…z, and the question words (both languages). */
export function expandSeed(seed: string): string[] {
  return [seed, ...LETTERS.map((letter) => `${seed} ${letter}`), ...questionQueries(seed)];
}
