const SHINGLE_WORDS = 3;

/** 64-bit SimHash over word 3-shingles, as 16 hex digits; two FNV-1a variants give the two 32-bit halves. */
export function computeSimhash(words: string[]): string {
  const counters = new Int32Array(64);
  const last = Math.max(1, words.length - SHINGLE_WORDS + 1);
  for (let i = 0; i < last; i++) {
    const shingle = words.slice(i, i + SHINGLE_WORDS).join(" ");
    addBits(counters, fnv1a(shingle, 0x811c9dc5), 0);
    addBits(counters, fnv1a(shingle, 0x01000193), 32);
  }
  let hex = "";
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) if ((counters[nibble * 4 + bit] ?? 0) > 0) value |= 1 << bit;
    hex += value.toString(16);
  }
  return hex;
}

/** Share of equal bits between two SimHashes, 0..1. */
export function simhashSimilarity(a: string, b: string): number {
  let differing = 0;
  for (let i = 0; i < 16; i++) {
    let x = Number.parseInt(a[i] ?? "0", 16) ^ Number.parseInt(b[i] ?? "0", 16);
    while (x) {
      differing += x & 1;
      x >>= 1;
    }
  }
  return 1 - differing / 64;
}

function addBits(counters: Int32Array, hash: number, offset: number): void {
  for (let bit = 0; bit < 32; bit++) counters[offset + bit]! += (hash >>> bit) & 1 ? 1 : -1;
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
