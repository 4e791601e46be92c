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

/** Texts shorter than this are counted by the table: copying them out costs more than it saves. */
const SHORT_TEXT = 64;
/** The word arithmetic reads character i as byte i of a little-endian word (x86, Arm); elsewhere the table counts. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Counts `text`, and finds where its opening words end in the same pass. This runs over every character of a
 * page's text: ASCII text (most pages in Latin scripts) is counted four characters at a time, other text one
 * character at a time with a table read and no branches (letters and spaces alternate too often for a branch to
 * be guessed).
 */
export function countText(text: string, openingWords = Number.POSITIVE_INFINITY): TextCounts {
  // Short texts skip countAscii altogether: had they made it hot, V8 would optimise it for the early return only
  // and throw that code away on the next long text.
  if (text.length < SHORT_TEXT || !LITTLE_ENDIAN) return countByTable(text, openingWords);
  return countAscii(text, openingWords) ?? countByTable(text, openingWords);
}

function countByTable(text: string, openingWords: number): TextCounts {
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

const HIGH_BITS = 0x80808080 | 0;
/** Adding (127 - n) to each byte of ASCII sets its high bit exactly when the byte is above n. */
const above = (word: number, n: number) => ((word + Math.imul(127 - n, 0x01010101)) | 0) & HIGH_BITS;
let scratch = new Int32Array(1024);

/**
 * The ASCII case, four characters to a 32-bit word (SWAR): a byte is white space when it is 0x09-0x0D or 0x20,
 * as for `\s`. Returns null at the first character outside ASCII, for the table to count the whole text.
 */
function countAscii(text: string, openingWords: number): TextCounts | null {
  // The length is read once, here: a read on the rare path at the end (a text with few words) lacked type
  // feedback in the code optimised on the stack, which V8 then discarded at the end of every long page.
  const length = text.length;
  const words = (length + 3) >>> 2;
  if (scratch.length < words) scratch = new Int32Array(Math.max(words, scratch.length * 2));
  const bytes = Buffer.from(scratch.buffer, 0, words * 4);
  // UTF-8 writes ASCII as one byte each and anything else as bytes with the high bit set; a text that does not
  // fit is cut short. Either way a text that is not all ASCII shows a high bit or a length that differs.
  const written = bytes.write(text, "utf8");
  if (written !== length) return null;
  bytes.fill(0x20, written);
  const visible = countWords(scratch, words, openingWords);
  if (visible === -1) return null;
  return { visible, words: countedStarts, openingEnd: countedOpeningEnd === -1 ? length : countedOpeningEnd };
}

/** countWords' other two answers, kept in module variables so that its loop ends with no object to build. */
let countedStarts = 0;
let countedOpeningEnd = -1;

/**
 * The loop, on its own: V8 optimises it while it runs (on-stack replacement), before the code after the loop has
 * run once. Building the result there had no type feedback, and V8 threw the optimised code away at the end of
 * every long page (117 times in a 1,000-page scan); a return of a number and two variable stores need none.
 * Returns the visible characters, or -1 at a byte outside ASCII.
 */
function countWords(block: Int32Array, words: number, openingWords: number): number {
  let visible = 0;
  let starts = 0;
  let previous = 0;
  let openingEnd = -1;
  for (let w = 0; w < words; w++) {
    const word = block[w] as number;
    if ((word & HIGH_BITS) !== 0) return -1;
    const space = (above(word, 0x08) & ~above(word, 0x0d)) | (above(word, 0x1f) & ~above(word, 0x20));
    const letters = ~space & HIGH_BITS;
    const wordStarts = letters & ~((letters << 8) | (previous >>> 24));
    visible += Math.imul(letters >>> 7, 0x01010101) >>> 24;
    const count = Math.imul(wordStarts >>> 7, 0x01010101) >>> 24;
    if (openingEnd === -1 && starts + count > openingWords)
      openingEnd = w * 4 + nthStartByte(wordStarts, openingWords - starts);
    starts += count;
    previous = letters;
  }
  countedStarts = starts;
  countedOpeningEnd = openingEnd;
  return visible;
}

/** Which byte (0-3) of a word holds its start number `n` + 1, counting starts from byte 0. */
function nthStartByte(wordStarts: number, n: number): number {
  let seen = 0;
  for (let byte = 0; byte < 4; byte++) {
    if ((wordStarts >>> (byte * 8 + 7)) & 1 && seen++ === n) return byte;
  }
  return 3;
}
