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

/** Words counted across text nodes: a word may continue from one node into the next. */
export interface WordCounter {
  words: number;
  inWord: boolean;
}

/**
 * Characters of `text` that are not white space, without building a copy (called for every text node); with
 * a counter, also the words it adds (maximal runs without white space, as `split(/\s+/)` counts them).
 */
export function countText(text: string, counter: WordCounter | null): number {
  let visible = 0;
  if (counter === null) {
    for (let i = 0; i < text.length; i++) if (!isWhitespace(text.charCodeAt(i))) visible++;
    return visible;
  }
  // Locals, not the counter's fields, in the loop: this runs over every character of the page's text.
  let words = counter.words;
  let inWord = counter.inWord;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isWhitespace(code)) {
      inWord = false;
    } else {
      visible++;
      if (!inWord) words++;
      inWord = true;
    }
  }
  counter.words = words;
  counter.inWord = inWord;
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
