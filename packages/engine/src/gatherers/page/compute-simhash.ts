import { WHITESPACE } from "./scan-words";

const SHINGLE_WORDS = 3;
/** A byte lane can count to 255 before it must be flushed into the wide counters. */
const LANE_LIMIT = 255;

/**
 * 64-bit SimHash over word 3-shingles, as 16 hex digits, from per-word hashes (hashWords): shingles combine word
 * hashes, and bit counts are kept in byte lanes (8 additions per 32-bit hash, not 32). One loop hashes each shingle
 * and counts its bits at once, with murmur3's finaliser written out in it: the function runs once a page, so for
 * the first pages of a scan it runs unoptimised, where every call and array store costs.
 */
export function computeSimhash(hashes: ArrayLike<number>): string {
  const shingles = Math.max(1, hashes.length - SHINGLE_WORDS + 1);
  const counts = new Uint32Array(64);
  // Lane k of `h` counts bits k, k+8, k+16 and k+24 of the high halves, of `l` those of the low halves. They are
  // plain locals, not captured by a closure: captured ones live in a heap context, where every addition is a load
  // and a store.
  let h0 = 0,
    h1 = 0,
    h2 = 0,
    h3 = 0,
    h4 = 0,
    h5 = 0,
    h6 = 0,
    h7 = 0;
  let l0 = 0,
    l1 = 0,
    l2 = 0,
    l3 = 0,
    l4 = 0,
    l5 = 0,
    l6 = 0,
    l7 = 0;
  // A countdown, not (i + 1) % LANE_LIMIT: a division on every hash cost more than the additions.
  let untilFlush = LANE_LIMIT;
  for (let i = 0; i < shingles; i++) {
    const a = hashes[i] ?? 0;
    const b = hashes[i + 1] ?? 0;
    const c = hashes[i + 2] ?? 0;
    let high = a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b);
    high ^= high >>> 16;
    high = Math.imul(high, 0x85ebca6b);
    high ^= high >>> 13;
    high = Math.imul(high, 0xc2b2ae35);
    high ^= high >>> 16;
    let low = c ^ Math.imul(a, 0xc2b2ae35) ^ Math.imul(b, 0x27d4eb2f);
    low ^= low >>> 16;
    low = Math.imul(low, 0x85ebca6b);
    low ^= low >>> 13;
    low = Math.imul(low, 0xc2b2ae35);
    low ^= low >>> 16;
    h0 += high & 0x01010101;
    h1 += (high >>> 1) & 0x01010101;
    h2 += (high >>> 2) & 0x01010101;
    h3 += (high >>> 3) & 0x01010101;
    h4 += (high >>> 4) & 0x01010101;
    h5 += (high >>> 5) & 0x01010101;
    h6 += (high >>> 6) & 0x01010101;
    h7 += (high >>> 7) & 0x01010101;
    l0 += low & 0x01010101;
    l1 += (low >>> 1) & 0x01010101;
    l2 += (low >>> 2) & 0x01010101;
    l3 += (low >>> 3) & 0x01010101;
    l4 += (low >>> 4) & 0x01010101;
    l5 += (low >>> 5) & 0x01010101;
    l6 += (low >>> 6) & 0x01010101;
    l7 += (low >>> 7) & 0x01010101;
    if (--untilFlush === 0) {
      addLanes(counts, 0, h0, h1, h2, h3, h4, h5, h6, h7);
      addLanes(counts, 32, l0, l1, l2, l3, l4, l5, l6, l7);
      h0 = h1 = h2 = h3 = h4 = h5 = h6 = h7 = 0;
      l0 = l1 = l2 = l3 = l4 = l5 = l6 = l7 = 0;
      untilFlush = LANE_LIMIT;
    }
  }
  addLanes(counts, 0, h0, h1, h2, h3, h4, h5, h6, h7);
  addLanes(counts, 32, l0, l1, l2, l3, l4, l5, l6, l7);
  return toHex(majority(counts, 0, shingles)) + toHex(majority(counts, 32, shingles));
}

/** Adds the four byte counts of each lane k to bits k, k+8, k+16 and k+24 of the half at `at`. */
function addLanes(counts: Uint32Array, at: number, ...lanes: number[]): void {
  for (let k = 0; k < 8; k++) {
    const lane = lanes[k] ?? 0;
    for (let byte = 0; byte < 4; byte++) counts[at + byte * 8 + k]! += (lane >>> (byte * 8)) & 0xff;
  }
}

/** The 32-bit word whose bit j is set when more than half of the `total` hashes had bit j set. */
function majority(counts: Uint32Array, at: number, total: number): number {
  let result = 0;
  for (let bit = 0; bit < 32; bit++) if ((counts[at + bit] ?? 0) * 2 > total) result |= 1 << bit;
  return result >>> 0;
}

/**
 * Reused between pages: a page's word hashes are needed only while its SimHash is made, and fresh arrays were
 * 30 KB of memory outside the heap for every page, each freed only by a garbage collection.
 */
let wordScratch = new Uint32Array(8192);

/** Share of equal bits between two SimHashes, 0..1. */
export function simhashSimilarity(a: string, b: string): number {
  return parsedSimilarity(parseSimhash(a), parseSimhash(b));
}

/** The two 32-bit halves, for comparing one hash against many without re-parsing. */
export function parseSimhash(hex: string): [number, number] {
  return [Number.parseInt(hex.slice(0, 8), 16), Number.parseInt(hex.slice(8, 16), 16)];
}

function parsedSimilarity(a: [number, number], b: [number, number]): number {
  return 1 - (popcount(a[0] ^ b[0]) + popcount(a[1] ^ b[1])) / 64;
}

function toHex(value: number): string {
  return value.toString(16).padStart(8, "0");
}

/** Set bits in a 32-bit value. */
export function popcount(value: number): number {
  let x = value >>> 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

const FNV_OFFSET = 0x811c9dc5 | 0;

/**
 * FNV-1a over UTF-16 code units of each white-space-separated word of `text`, as `text.split(/\s+/)`
 * would give the words, without allocating them (this runs on the opening 1,500 words of every page).
 * The hash stays a signed 32-bit integer in the loop, so the JIT never boxes it. The loop has no branch on
 * white space (words and spaces alternate too often for one to be guessed): every character stores the running
 * hash at the current slot, and a white space after a word moves to the next slot and resets the hash.
 * The result is a view on a buffer the next call reuses.
 */
export function hashWords(text: string): Uint32Array {
  // A word takes at least one character and one separator; one more slot takes the store past the last word.
  const most = (text.length >>> 1) + 2;
  if (wordScratch.length < most) wordScratch = new Uint32Array(most);
  const hashes = wordScratch;
  let count = 0;
  let hash = FNV_OFFSET;
  let inWord = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = WHITESPACE[code] as number;
    const reset = -space;
    hashes[count] = hash;
    count += space & inWord;
    inWord = space ^ 1;
    hash = (Math.imul(hash ^ code, 0x01000193) & ~reset) | (FNV_OFFSET & reset);
  }
  if (inWord) hashes[count++] = hash;
  return hashes.subarray(0, count);
}
