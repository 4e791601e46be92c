const WORDS_PER_MINUTE = 200;

/** Reading time of a markdown body, rounded up, at least one minute. */
export function readMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
