import { describe, expect, it } from "vitest";
import { charCount } from "./meta-limits";

// Letters, Turkish letters, combining marks, emoji (surrogate pairs) and lone high and low surrogates.
const PIECES = ["a", "ş", "İ", "e\u0301", "😀", "👍🏽", "\ud83d", "\ude00", " ", "中"];

describe("charCount", () => {
  it("counts code points as [...text].length does, lone surrogates included", () => {
    let state = 3;
    const next = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 4294967296;
    };
    for (let round = 0; round < 3000; round++) {
      let text = "";
      const pieces = Math.floor(next() * 20);
      for (let i = 0; i < pieces; i++) text += PIECES[Math.floor(next() * PIECES.length)];
      expect({ text, count: charCount(text) }).toEqual({ text, count: [...text].length });
    }
  });

  it("counts an emoji as one character and a Turkish title by its letters", () => {
    expect(charCount("Kahve 😀")).toBe(7);
    expect(charCount("İstanbul'da ağır çekim")).toBe(22);
  });
});
