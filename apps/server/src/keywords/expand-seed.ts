/** Question words per language (issue 14), added before and after the seed. */
const QUESTION_WORDS = { tr: ["nasıl", "nedir", "neden"], en: ["how", "what", "best", "vs"] } as const;
const LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");

/** The autocomplete queries for a seed: the seed, seed + a…z, and the question words (both languages). */
export function expandSeed(seed: string): string[] {
  const words = [...QUESTION_WORDS.tr, ...QUESTION_WORDS.en];
  return [
    seed,
    ...LETTERS.map((letter) => `${seed} ${letter}`),
    ...words.map((word) =>
      word === "how" || word === "what" || word === "best" ? `${word} ${seed}` : `${seed} ${word}`,
    ),
  ];
}
