const BOMS: { bytes: number[]; charset: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], charset: "utf-8" },
  { bytes: [0xfe, 0xff], charset: "utf-16be" },
  { bytes: [0xff, 0xfe], charset: "utf-16le" },
];

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

/** Byte-order mark, then the Content-Type header, then a <meta> tag in the first 1024 bytes (HTML's order). */
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
  return { charset: "utf-8", bomLength: 0 };
}
