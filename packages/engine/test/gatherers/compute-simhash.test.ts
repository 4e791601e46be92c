import { describe, expect, it } from "vitest";
import { computeSimhash } from "../../src/gatherers/page/compute-simhash";
import { seededRandom } from "../support/seeded-random";

/** murmur3's finaliser on 32 bits. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** The definition, one bit at a time: each half's bit j is set when most shingles' hashes have it. */
function reference(hashes: number[]): string {
  const shingles = Math.max(1, hashes.length - 2);
  const half = (combine: (a: number, b: number, c: number) => number) => {
    const values = Array.from({ length: shingles }, (_, i) =>
      mix(combine(hashes[i] ?? 0, hashes[i + 1] ?? 0, hashes[i + 2] ?? 0)),
    );
    let word = 0;
    for (let bit = 0; bit < 32; bit++) {
      const set = values.filter((value) => (value >>> bit) & 1).length;
      if (set * 2 > shingles) word |= 1 << bit;
    }
    return (word >>> 0).toString(16).padStart(8, "0");
  };
  return (
    half((a, b, c) => a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b)) +
    half((a, b, c) => c ^ Math.imul(a, 0xc2b2ae35) ^ Math.imul(b, 0x27d4eb2f))
  );
}

describe("computeSimhash", () => {
  it("agrees with the bit-by-bit definition for texts of 0 to 1,500 words, past every lane flush", () => {
    const next = seededRandom(23);
    for (const words of [0, 1, 2, 3, 4, 100, 256, 257, 258, 511, 512, 513, 1500]) {
      for (let round = 0; round < 3; round++) {
        // Few distinct words, as in prose, so that bits lean one way and the majority is not a coin toss.
        const vocabulary = Array.from({ length: 40 }, () => Math.floor(next() * 4294967296));
        const hashes = Array.from({ length: words }, () => vocabulary[Math.floor(next() * 40)] as number);
        expect({ words, simhash: computeSimhash(hashes) }).toEqual({ words, simhash: reference(hashes) });
      }
    }
  });

  it("counts a bit every shingle has, as in a word repeated, past the 255 a byte lane holds", () => {
    for (const words of [300, 600, 1500]) {
      const same = Array.from({ length: words }, () => 0x12345678);
      const alternating = Array.from({ length: words }, (_, i) => (i % 2 ? 0xdeadbeef : 0x0badf00d));
      expect(computeSimhash(same)).toBe(reference(same));
      expect(computeSimhash(alternating)).toBe(reference(alternating));
    }
  });
});
