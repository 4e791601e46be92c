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

function createDecompressor(encoding: string | null): Transform | null {
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
  const decompressor = createDecompressor(encoding);
  if (!decompressor && encoding && encoding !== "identity") {
    // undici emits an AbortError when its body is destroyed; nobody else is listening any more.
    raw.on("error", () => {});
    raw.destroy();
    throw new NetworkError("decompression", `Unsupported Content-Encoding: ${encoding}`);
  }
  return decompressor
    ? readDecompressed(raw, decompressor, encoding ?? "", maxBytes)
    : readIdentity(raw, maxBytes);
}

/**
 * Most pages arrive uncompressed over a fast path: no extra streams between the socket and the buffer, and the
 * chunks taken from 'data' events, not an async iterator (a promise and its turn of the event loop per chunk).
 */
function readIdentity(raw: Readable, maxBytes: number): Promise<BodyBytes> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let transferBytes = 0;
    const onData = (chunk: Buffer) => {
      const room = maxBytes - transferBytes;
      transferBytes += chunk.length;
      if (chunk.length <= room) {
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, room));
      // Destroying the body closes the connection instead of reading 50 MB; its abort error has no one to tell.
      raw.off("data", onData);
      raw.destroy();
      resolve({ bytes: Buffer.concat(chunks, maxBytes), transferBytes, truncated: true });
    };
    raw.on("data", onData);
    raw.once("end", () =>
      resolve({ bytes: Buffer.concat(chunks, transferBytes), transferBytes, truncated: false }),
    );
    raw.on("error", reject);
  });
}

async function readDecompressed(
  raw: Readable,
  decompressor: Transform,
  encoding: string,
  maxBytes: number,
): Promise<BodyBytes> {
  const chunks: Buffer[] = [];
  let transferBytes = 0;
  let kept = 0;
  let truncated = false;
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
  let corrupt = false;
  decompressor.once("error", () => {
    corrupt = true;
  });
  try {
    await pipeline(raw, countTransfer, decompressor, keep);
  } catch (error) {
    if (error instanceof CapReached || truncated)
      return { bytes: Buffer.concat(chunks, kept), transferBytes, truncated };
    if (!corrupt) throw error;
    throw new NetworkError(
      "decompression",
      `Could not decompress the ${encoding} body: ${(error as Error).message}`,
    );
  }
  return { bytes: Buffer.concat(chunks, kept), transferBytes, truncated };
}
