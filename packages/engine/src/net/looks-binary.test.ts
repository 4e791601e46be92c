import { describe, expect, it } from "vitest";
import { seededRandom } from "../../test/support/seeded-random";
import { looksBinary } from "./looks-binary";

const TEXT = Buffer.from("<p>Plain text,\ttabs and\r\nline breaks; ünicode too.</p>\n".repeat(200));
/** Control bytes the MIME Sniffing standard calls binary, and neighbours that are not (NUL, tab, LF, FF, CR, ESC). */
const BINARY = [0x01, 0x08, 0x0b, 0x0e, 0x1a, 0x1c, 0x1f];
const NOT_BINARY = [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x1b, 0x20, 0x7f];

/** `controls` binary bytes at random places of a text sample of `length` bytes (more than 1 % is binary). */
function sample(length: number, controls: number, next: () => number): Buffer {
  const bytes = Buffer.alloc(length);
  TEXT.copy(bytes, 0, 0, length);
  for (let at = 0; at < length; at++)
    if (next() < 0.02) bytes[at] = NOT_BINARY[at % NOT_BINARY.length] as number;
  const places = new Set<number>();
  while (places.size < controls) places.add(Math.floor(next() * length));
  for (const at of places) bytes[at] = BINARY[at % BINARY.length] as number;
  return bytes;
}

describe("looksBinary", () => {
  it("counts every binary control byte, wherever it falls in a word, up to the 1 % line", () => {
    const next = seededRandom(5);
    for (const length of [8192, 8191, 4097, 1003, 401, 7]) {
      const line = Math.floor(length * 0.01);
      for (let round = 0; round < 20; round++) {
        // The body starts at an odd offset of its buffer, as a slice of a larger one would.
        const atLine = Buffer.concat([Buffer.from("x"), sample(length, line, next)]).subarray(1);
        const overLine = Buffer.concat([Buffer.from("x"), sample(length, line + 1, next)]).subarray(1);
        expect({ length, binary: looksBinary(atLine, "windows-1252") }).toEqual({ length, binary: false });
        expect({ length, binary: looksBinary(overLine, "windows-1252") }).toEqual({ length, binary: true });
      }
    }
  });

  it("judges each body on its own bytes: a short text after a binary body is text", () => {
    const next = seededRandom(9);
    for (const length of [8191, 8190, 8189, 5, 1]) {
      expect(looksBinary(Buffer.alloc(8192, 0x01), "windows-1252")).toBe(true);
      expect({ length, binary: looksBinary(sample(length, 0, next), "windows-1252") }).toEqual({
        length,
        binary: false,
      });
    }
  });

  it("reads only the first 8 KB: control bytes after it do not count", () => {
    const bytes = Buffer.concat([TEXT.subarray(0, 8192), Buffer.alloc(4000, 0x01)]);
    expect(looksBinary(bytes, "utf-8")).toBe(false);
  });
});
