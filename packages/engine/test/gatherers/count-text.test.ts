import { describe, expect, it } from "vitest";
import { countText } from "../../src/gatherers/page/scan-words";
import { seededRandom } from "../support/seeded-random";

/** What countText must agree with: `split(/\s+/)` for words, `/\S/` for characters, `/\s\S/` for word starts. */
function reference(text: string, openingWords: number) {
  const words = text.split(/\s+/).filter(Boolean).length;
  const visible = text.replace(/\s/g, "").length;
  let openingEnd = text.length;
  let starts = 0;
  for (let i = 0; i < text.length; i++) {
    if (
      /\S/.test(text[i] as string) &&
      (i === 0 || /\s/.test(text[i - 1] as string)) &&
      ++starts > openingWords
    ) {
      openingEnd = i;
      break;
    }
  }
  return { visible, words, openingEnd };
}

// Every ASCII white space, the control characters beside them, and characters outside ASCII that are white space
// (U+00A0, U+2003, U+3000, U+FEFF) or whose low byte is white space or a letter (U+0120, U+0141).
const ASCII_ALPHABET = [
  "a",
  "Z",
  "0",
  " ",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\x00",
  "\x08",
  "\x0e",
  "\x1c",
  "\x1f",
  "!",
  "\x7f",
];
const OTHER = ["\u00a0", "é", "ş", "ı", "\u2003", "\u3000", "\ufeff", "\u0120", "\u0141", "😀"];

describe("countText", () => {
  it("agrees with split(/\\s+/) on ASCII and non-ASCII texts of every length, the opening cut anywhere", () => {
    const next = seededRandom(7);
    const pick = (alphabet: string[]) => alphabet[Math.floor(next() * alphabet.length)] as string;
    for (let round = 0; round < 4000; round++) {
      const length = Math.floor(next() * 400);
      const ascii = next() < 0.7;
      let text = "";
      for (let i = 0; i < length; i++) text += ascii || next() < 0.8 ? pick(ASCII_ALPHABET) : pick(OTHER);
      const openingWords = Math.floor(next() * 60);
      expect({ text, counts: countText(text, openingWords) }).toEqual({
        text,
        counts: reference(text, openingWords),
      });
    }
  });

  it("finds the opening's end at each of the four places in a 32-bit block", () => {
    for (let pad = 0; pad < 8; pad++) {
      const text = `${" ".repeat(pad)}${"word ".repeat(40)}`;
      for (const openingWords of [0, 1, 2, 17, 39, 40]) {
        expect(countText(text, openingWords)).toEqual(reference(text, openingWords));
      }
    }
  });

  it("counts a long ASCII text that ends with a character outside ASCII, one that does not fit in the copy too", () => {
    for (const last of ["é", "\u0120", "\u3000", "x\u00a0y", "😀"]) {
      for (let pad = 0; pad < 4; pad++) {
        const text = `${"x".repeat(pad)}${"plain ascii words ".repeat(30)}${last}`;
        expect({ text, counts: countText(text, 50) }).toEqual({ text, counts: reference(text, 50) });
      }
    }
  });
});
