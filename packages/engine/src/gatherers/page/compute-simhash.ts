import { WHITESPACE } from "./scan-words";

const SHINGLE_WORDS = 3;
/** A byte lane can count to 255 before it must be flushed into the wide counters. */
const LANE_LIMIT = 255;

/**
 * 64-bit SimHash over word 3-shingles, as 16 hex digits, from per-word hashes (hashWords): shingles
 * combine word hashes, and bit counts are kept in byte lanes (8 additions per 32-bit hash, not 32).
 */
export function computeSimhash(hashes: ArrayLike<number>): string {
  const shingles = Math.max(1, hashes.length - SHINGLE_WORDS + 1);
  if (shingleScratch.length < shingles * 2) shingleScratch = new Uint32Array(shingles * 2);
  const high = shingleScratch.subarray(0, shingles);
  const low = shingleScratch.subarray(shingles, shingles * 2);
  for (let i = 0; i < shingles; i++) {
    const a = hashes[i] ?? 0;
    const b = hashes[i + 1] ?? 0;
    const c = hashes[i + 2] ?? 0;
    high[i] = mix(a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b));
    low[i] = mix(c ^ Math.imul(a, 0xc2b2ae35) ^ Math.imul(b, 0x27d4eb2f));
  }
  return toHex(majorityBits(high)) + toHex(majorityBits(low));
}

/**
 * Reused between pages: a page's word and shingle hashes are needed only while its SimHash is made, and fresh
 * arrays were 30 KB of memory outside the heap for every page, each freed only by a garbage collection.
 */
let shingleScratch = new Uint32Array(4096);
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

/** The 32-bit word whose bit j is set when more than half of the hashes have bit j set. */
function majorityBits(hashes: Uint32Array): number {
  const counts = new Uint32Array(32);
  // Eight byte-lane accumulators: lane k counts bits k, k+8, k+16 and k+24 at once. They are plain locals, not
  // captured by a closure: captured ones live in a heap context, and every addition became a load and a store.
  let l0 = 0,
    l1 = 0,
    l2 = 0,
    l3 = 0,
    l4 = 0,
    l5 = 0,
    l6 = 0,
    l7 = 0;
  let untilFlush = LANE_LIMIT;
  for (let i = 0; i < hashes.length; i++) {
    const hash = hashes[i] ?? 0;
    l0 += hash & 0x01010101;
    l1 += (hash >>> 1) & 0x01010101;
    l2 += (hash >>> 2) & 0x01010101;
    l3 += (hash >>> 3) & 0x01010101;
    l4 += (hash >>> 4) & 0x01010101;
    l5 += (hash >>> 5) & 0x01010101;
    l6 += (hash >>> 6) & 0x01010101;
    l7 += (hash >>> 7) & 0x01010101;
    // A countdown, not (i + 1) % LANE_LIMIT: a division on every hash cost more than the additions.
    if (--untilFlush === 0) {
      addLanes(counts, l0, l1, l2, l3, l4, l5, l6, l7);
      l0 = l1 = l2 = l3 = l4 = l5 = l6 = l7 = 0;
      untilFlush = LANE_LIMIT;
    }
  }
  addLanes(counts, l0, l1, l2, l3, l4, l5, l6, l7);
  let result = 0;
  for (let bit = 0; bit < 32; bit++) if ((counts[bit] ?? 0) * 2 > hashes.length) result |= 1 << bit;
  return result >>> 0;
}

/** Adds the four byte counts of each lane k to bits k, k+8, k+16 and k+24. */
function addLanes(counts: Uint32Array, ...lanes: number[]): void {
  for (let k = 0; k < 8; k++) {
    const lane = lanes[k] ?? 0;
    for (let byte = 0; byte < 4; byte++) counts[byte * 8 + k]! += (lane >>> (byte * 8)) & 0xff;
  }
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

/** murmur3's finaliser: spreads the combined word hashes over all 32 bits. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
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
