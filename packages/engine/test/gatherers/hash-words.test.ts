import { describe, expect, it } from "vitest";
import { hashWords } from "../../src/gatherers/page/compute-simhash";
import { seededRandom } from "../support/seeded-random";

/** What hashWords must give: FNV-1a over the UTF-16 code units of each word `split(/\s+/)` finds. */
function reference(text: string): number[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
      return hash;
    });
}

// Letters, every kind of white space (ASCII and beyond), and characters that look like neither.
const ALPHABET = ["a", "Z", "ş", "İ", "😀", "\x00", " ", " ", "\t", "\n", "\r", "\u00a0", "\u2003", "\ufeff"];

describe("hashWords", () => {
  it("hashes each word split(/\\s+/) finds, with runs of white space at the start, between words and at the end", () => {
    const next = seededRandom(11);
    for (let round = 0; round < 3000; round++) {
      const length = Math.floor(next() * 40);
      const text = Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
      expect([...hashWords(text)], JSON.stringify(text)).toEqual(reference(text));
    }
  });

  it("gives nothing for empty or blank text and one hash for a text without white space", () => {
    expect([...hashWords("")]).toEqual([]);
    expect([...hashWords(" \n\t ")]).toEqual([]);
    expect([...hashWords("kelime")]).toEqual(reference("kelime"));
  });

  it("reuses its buffer without leaking a longer earlier text's hashes into a shorter one", () => {
    const long = "bir iki üç dört beş altı yedi sekiz ".repeat(500);
    expect([...hashWords(long)]).toEqual(reference(long));
    expect([...hashWords("  on bir  ")]).toEqual(reference("on bir"));
  });
});
