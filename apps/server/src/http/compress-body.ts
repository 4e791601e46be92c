import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this a compressed body saves less than the headers and the CPU cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 4 and gzip at level 5: the highest levels cost ten times the CPU per request for
 * a few per cent fewer bytes. zlib runs on libuv's thread pool, so the event loop keeps serving
 * while a large body is compressed.
 */
export function compressBody(plain: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotli(plain, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      })
    : gzip(plain, { level: 5 });
}
