const BOMS: { bytes: number[]; charset: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], charset: "utf-8" },
  { bytes: [0xfe, 0xff], charset: "utf-16be" },
  { bytes: [0xff, 0xfe], charset: "utf-16le" },
];

import { isUtf8 } from "node:buffer";

/** Bytes read to tell UTF-8 from a legacy encoding when a page declares none. */
const UNDECLARED_SAMPLE = 8192;

const META_CHARSET = /<meta[^>]*?charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i;

/** The WHATWG name for a charset label, or null when TextDecoder does not know it. */
export function normaliseCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

export function charsetFromContentType(contentTypeHeader: string | undefined): string | null {
  const match = contentTypeHeader?.match(/charset\s*=\s*["']?([^"';\s]+)/i);
  return normaliseCharset(match?.[1]);
}

/**
 * Byte-order mark, then the Content-Type header, then a <meta> tag in the first 1024 bytes (HTML's order); with
 * none of them, UTF-8 when the bytes are UTF-8, else windows-1252, the HTML standard's fallback for undeclared
 * legacy pages (browsers do not call such a page binary: they show it, maybe with the wrong letters).
 */
export function detectCharset(bytes: Uint8Array, contentTypeHeader: string | undefined, sniffMeta: boolean) {
  for (const bom of BOMS) {
    if (bom.bytes.every((byte, index) => bytes[index] === byte))
      return { charset: bom.charset, bomLength: bom.bytes.length };
  }
  const fromHeader = charsetFromContentType(contentTypeHeader);
  if (fromHeader) return { charset: fromHeader, bomLength: 0 };
  if (sniffMeta) {
    const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
    const fromMeta = normaliseCharset(head.match(META_CHARSET)?.[1]);
    // A page that is already decodable as bytes cannot really be UTF-16: HTML says treat that meta as UTF-8.
    if (fromMeta) return { charset: fromMeta.startsWith("utf-16") ? "utf-8" : fromMeta, bomLength: 0 };
  }
  return {
    charset: looksUtf8(bytes.subarray(0, UNDECLARED_SAMPLE)) ? "utf-8" : "windows-1252",
    bomLength: 0,
  };
}

/** Valid UTF-8, allowing the sample to end inside a multi-byte character. */
function looksUtf8(sample: Uint8Array): boolean {
  for (let cut = 0; cut <= 3 && cut < sample.length; cut++)
    if (isUtf8(sample.subarray(0, sample.length - cut))) return true;
  return sample.length === 0;
}
