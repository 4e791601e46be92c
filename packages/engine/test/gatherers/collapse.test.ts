import { describe, expect, it } from "vitest";
import { collapse } from "../../src/gatherers/page/html-collector";
import { seededRandom } from "../support/seeded-random";

// Letters, every ASCII white space and characters outside ASCII that are white space for `\s` (U+00A0, U+1680,
// U+2003, U+2028, U+3000, U+FEFF) or are not (U+200B, U+0085).
const ALPHABET = ["a", "Z", " ", " ", "\t", "\n", "\v", "\f", "\r", "\u00a0", "\u1680", "\u2003", "\u2028"];
const MORE = ["\u3000", "\ufeff", "\u200b", "\u0085", "é", "ı"];

describe("collapse", () => {
  it("gives what replace(/\\s+/g, ' ').trim() gives, for runs of every white space and length", () => {
    const next = seededRandom(11);
    const pick = (alphabet: string[]) => alphabet[Math.floor(next() * alphabet.length)] as string;
    for (let round = 0; round < 4000; round++) {
      const length = Math.floor(next() * 60);
      let text = "";
      for (let i = 0; i < length; i++) text += next() < 0.8 ? pick(ALPHABET) : pick(MORE);
      expect({ text, collapsed: collapse(text) }).toEqual({
        text,
        collapsed: text.replace(/\s+/g, " ").trim(),
      });
    }
  });

  it("keeps single spaces between words and turns a lone tab or line break into one", () => {
    expect(collapse("one two  three")).toBe("one two three");
    expect(collapse("one\ttwo\nthree\u00a0four")).toBe("one two three four");
    expect(collapse(" \n lead  and tail \t")).toBe("lead and tail");
  });
});
