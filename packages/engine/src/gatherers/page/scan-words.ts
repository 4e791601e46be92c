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

/** Characters of `text` that are not white space, without building a copy (called for every text node). */
export function countVisibleChars(text: string): number {
  let visible = 0;
  for (let i = 0; i < text.length; i++) if (!isWhitespace(text.charCodeAt(i))) visible++;
  return visible;
}

/**
 * Words of `text` (maximal runs without white space, as `split(/\s+/)` after trimming), and where the first
 * `prefixWords` of them end, in one pass over the characters instead of lower-casing and splitting it all.
 */
export function scanWords(text: string, prefixWords: number): { count: number; prefixEnd: number } {
  let count = 0;
  let prefixEnd = text.length;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isWhitespace(text.charCodeAt(i));
    if (space && inWord && count === prefixWords) prefixEnd = i;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return { count, prefixEnd: count > prefixWords ? prefixEnd : text.length };
}
