/** True for exactly the characters JavaScript's `\s` matches (ASCII and Unicode white space, BOM). */
export function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** 1 for each UTF-16 code unit that is white space: a table read in place of isWhitespace's branches. */
export const WHITESPACE = (() => {
  const table = new Uint8Array(0x10000);
  for (let code = 0; code < table.length; code++) table[code] = isWhitespace(code) ? 1 : 0;
  return table;
})();

/**
 * Characters of `text` that are not white space, without building a copy; with `words`, also sets its
 * count to the words (maximal runs without white space, as `split(/\s+/)` counts them). This runs over every
 * character of a page's text, so the loop has no branches: letters and spaces alternate too often for a branch
 * to be guessed.
 */
export function countText(text: string, words: { count: number } | null = null): number {
  let visible = 0;
  let starts = 0;
  let inWord = 0;
  for (let i = 0; i < text.length; i++) {
    const letter = (WHITESPACE[text.charCodeAt(i)] as number) ^ 1;
    visible += letter;
    starts += letter & (inWord ^ 1);
    inWord = letter;
  }
  if (words) words.count = starts;
  return visible;
}

/** Where the first `words` words of `text` end (all of it when it has fewer), scanning no further. */
export function wordsPrefixEnd(text: string, words: number): number {
  let seen = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isWhitespace(text.charCodeAt(i));
    if (space && inWord && seen === words) return i;
    if (!space && !inWord) seen++;
    inWord = !space;
  }
  return text.length;
}
