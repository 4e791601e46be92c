import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { NetworkError } from "./network-error";

export interface BodyBytes {
  bytes: Buffer;
  transferBytes: number;
  truncated: boolean;
}

/** Thrown inside the pipeline to stop reading once the cap is reached; never escapes readBody. */
class CapReached extends Error {}

export function createDecompressor(encoding: string | null): Transform | null {
  // Partial streams are normal when we stop early, so flush what arrived instead of failing on a cut input.
  const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip(lenient);
    case "deflate":
      return zlib.createInflate(lenient);
    case "br":
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return null;
  }
}

/**
 * Streams a response body through its decompressor and keeps at most maxBytes of decoded data. Both the
 * compressed and the decoded byte counts are capped, so neither a huge body nor a gzip bomb is buffered whole.
 */
export async function readBody(raw: Readable, encoding: string | null, maxBytes: number): Promise<BodyBytes> {
  const chunks: Buffer[] = [];
  let transferBytes = 0;
  let kept = 0;
  let truncated = false;
  const decompressor = createDecompressor(encoding);
  const countTransfer = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      transferBytes += chunk.length;
      if (transferBytes > maxBytes) {
        truncated = true;
        done(new CapReached());
        return;
      }
      done(null, chunk);
    },
  });
  const keep = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      const room = maxBytes - kept;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      kept += Math.min(room, chunk.length);
      if (chunk.length > room) {
        truncated = true;
        throw new CapReached();
      }
    }
  };
  try {
    if (decompressor) await pipeline(raw, countTransfer, decompressor, keep);
    else await pipeline(raw, countTransfer, keep);
  } catch (error) {
    if (!(error instanceof CapReached) && !truncated) throw classifyStreamError(error, decompressor !== null);
  }
  return { bytes: Buffer.concat(chunks, kept), transferBytes, truncated };
}

function classifyStreamError(error: unknown, decompressing: boolean): unknown {
  const code = (error as { code?: string }).code ?? "";
  if (decompressing && code.startsWith("Z_")) {
    return new NetworkError("decompression", `Could not decompress the body: ${(error as Error).message}`);
  }
  return error;
}
