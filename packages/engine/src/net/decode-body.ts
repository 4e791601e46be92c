import { detectCharset } from "./detect-charset";
import { isTextualType } from "./is-textual-type";
import { looksBinary } from "./looks-binary";

export interface DecodedBody {
  body: string;
  charset: string | null;
  binary: boolean;
}

const MARKUP_TYPES = new Set(["text/html", "application/xhtml+xml", null]);

/** Decodes textual bodies with the charset the page declares; binary bytes are left undecoded. */
export function decodeBody(
  bytes: Buffer,
  contentType: string | null,
  contentTypeHeader?: string,
): DecodedBody {
  if (!isTextualType(contentType)) return { body: "", charset: null, binary: false };
  const { charset, bomLength } = detectCharset(bytes, contentTypeHeader, MARKUP_TYPES.has(contentType));
  if (looksBinary(bytes, charset)) return { body: "", charset: null, binary: true };
  // fatal: false keeps the page readable when a few bytes are wrong for the declared charset, as browsers do.
  const body = new TextDecoder(charset, { ignoreBOM: true }).decode(bytes.subarray(bomLength));
  return { body, charset, binary: false };
}
