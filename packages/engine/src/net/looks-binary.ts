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

/** Binary content served under a textual type (an image or archive as text/html) is not decoded as text. */
export function looksBinary(bytes: Uint8Array, charset: string): boolean {
  if (charset.startsWith("utf-16")) return false;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  if (sample.includes(0)) return true;
  // The sample may end inside a multi-byte character, so a strict check failing only leads to counting.
  return charset === "utf-8" && !isUtf8(sample) && invalidUtf8Share(sample) > MAX_INVALID_SHARE;
}
