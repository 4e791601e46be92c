import type { FetchError, FetchResult } from "./types";

/** A FetchResult for a URL that produced no usable response (refused, unreachable, not fetched). */
export function failedFetchResult(url: string, error: FetchError, totalMs = 0): FetchResult {
  return {
    requestedUrl: url,
    finalUrl: url,
    redirects: [],
    status: 0,
    headers: {},
    contentType: null,
    charset: null,
    body: "",
    bodyTruncated: false,
    bytes: { transfer: 0, decoded: 0 },
    compression: null,
    httpVersion: null,
    timings: { ttfbMs: 0, totalMs },
    error,
  };
}
