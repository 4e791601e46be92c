import { Readable } from "node:stream";
import { decodeBody } from "./decode-body";
import { mimeType } from "./normalise-headers";
import { readBody } from "./read-body";
import type { FetchError, FetchResult, RedirectHop } from "./types";

export interface FinalResponse {
  requestedUrl: string;
  finalUrl: string;
  redirects: RedirectHop[];
  status: number;
  headers: Record<string, string>;
  body: Readable | null;
  startedAt: number;
  ttfbMs: number;
  httpVersion: string;
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function unwrapGzipPayload(bytes: Buffer, maxBytes: number) {
  if (!GZIP_MAGIC.every((byte, index) => bytes[index] === byte)) return null;
  return readBody(Readable.from([bytes]), "gzip", maxBytes);
}

/** Reads the final response's body within limits and fills in the FetchResult contract. */
export async function buildResponseResult(
  response: FinalResponse,
  limits: { maxBodyBytes: number; unwrapGzip: boolean },
): Promise<FetchResult> {
  const compression = response.headers["content-encoding"]?.trim().toLowerCase() || null;
  const body = response.body
    ? await readBody(response.body, compression, limits.maxBodyBytes)
    : { bytes: Buffer.alloc(0), transferBytes: 0, truncated: false };
  const contentType = mimeType(response.headers["content-type"]);
  const unwrapped = limits.unwrapGzip ? await unwrapGzipPayload(body.bytes, limits.maxBodyBytes) : null;
  const payload = unwrapped ?? body;
  const decoded = decodeBody(
    payload.bytes,
    unwrapped ? "application/xml" : contentType,
    response.headers["content-type"],
  );
  const truncated = body.truncated || payload.truncated;
  let error: FetchError | null = null;
  if (truncated) error = { code: "too_large", message: `Body cut at ${limits.maxBodyBytes} bytes` };
  else if (decoded.binary)
    error = { code: "binary_content", message: `Binary content served as ${contentType}` };
  return {
    requestedUrl: response.requestedUrl,
    finalUrl: response.finalUrl,
    redirects: response.redirects,
    status: response.status,
    headers: response.headers,
    contentType,
    charset: decoded.charset,
    body: decoded.body,
    bodyTruncated: truncated,
    bytes: { transfer: body.transferBytes, decoded: payload.bytes.length },
    compression,
    httpVersion: response.httpVersion,
    timings: { ttfbMs: response.ttfbMs, totalMs: performance.now() - response.startedAt },
    error,
  };
}
