/** True for exactly the characters JavaScript's `\s` matches (ASCII and Unicode white space, BOM). */
function isWhitespace(code: number): boolean {
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

export interface TextCounts {
  /** Characters that are not white space. */
  visible: number;
  /** Maximal runs without white space, as `split(/\s+/)` counts them. */
  words: number;
  /** Where word number `openingWords + 1` starts (the text's length when it has no more words). */
  openingEnd: number;
}

/**
 * Counts `text` without building a copy, and finds where its opening words end in the same pass. This runs over
 * every character of a page's text, so the loop's counting has no branches (letters and spaces alternate too
 * often for a branch to be guessed); the one test left is false until the opening ends, then settles.
 */
export function countText(text: string, openingWords = Number.POSITIVE_INFINITY): TextCounts {
  let visible = 0;
  let starts = 0;
  let inWord = 0;
  let openingEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const letter = (WHITESPACE[text.charCodeAt(i)] as number) ^ 1;
    visible += letter;
    starts += letter & (inWord ^ 1);
    inWord = letter;
    if (openingEnd === -1 && starts > openingWords) openingEnd = i;
  }
  return { visible, words: starts, openingEnd: openingEnd === -1 ? text.length : openingEnd };
}
