/**
 * The contract between the network layer (net/, crawl/) and everything that reads pages
 * (gatherers, audits). A fetch never throws for a per-URL problem: it returns a result with `error`.
 */

export type FetchErrorCode =
  | "invalid_url"
  | "unsupported_protocol"
  | "blocked_address" // SSRF guard refused the resolved address (any hop)
  | "dns"
  | "connection"
  | "timeout"
  | "too_large" // body over maxBodyBytes (after decompression, so gzip bombs land here)
  | "too_many_redirects"
  | "redirect_loop"
  | "decompression"
  | "binary_content" // binary bytes served with a textual content type: not decoded, body ""
  | "robots_disallowed";

export interface FetchError {
  code: FetchErrorCode;
  message: string;
}

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface FetchResult {
  requestedUrl: string;
  /** URL of the last response (after redirects). */
  finalUrl: string;
  redirects: RedirectHop[];
  /** HTTP status of the last response; 0 when no response arrived. */
  status: number;
  /** Lower-cased header names; repeated headers joined with ", " (set-cookie with "\n"). */
  headers: Record<string, string>;
  /** Lower-cased MIME type without parameters, e.g. "text/html". */
  contentType: string | null;
  /** Charset actually used to decode the body (from header, BOM or <meta charset>). */
  charset: string | null;
  /** Decoded text for textual types; "" otherwise. */
  body: string;
  bodyTruncated: boolean;
  bytes: { transfer: number; decoded: number };
  /** Content-Encoding of the response (gzip, br, deflate, zstd) or null. */
  compression: string | null;
  httpVersion: string | null;
  timings: { ttfbMs: number; totalMs: number };
  error: FetchError | null;
}

export interface FetchOptions {
  userAgent?: string;
  method?: "GET" | "HEAD";
  accept?: string;
  maxBodyBytes?: number;
  timeoutMs?: number;
  /** Follow redirects (default true, up to maxRedirects). */
  followRedirects?: boolean;
  /** Ends the request early (reported as a "timeout" error). */
  signal?: AbortSignal;
  /** Decompress a payload that is itself gzip (magic bytes), e.g. sitemap.xml.gz, and decode it as text. */
  unwrapGzip?: boolean;
}

/** An SSRF-guarded HTTP client bound to one set of network options. */
export interface Fetcher {
  fetch(url: string, options?: FetchOptions): Promise<FetchResult>;
  close(): Promise<void>;
}

export interface NetworkOptions {
  userAgent: string;
  timeoutMs: number;
  maxBodyBytes: number;
  maxRedirects: number;
  /** curl --resolve style map: "host:port" -> IP address. */
  resolve: Record<string, string>;
  /** Off by default: private, loopback, link-local… targets are refused unless this is true. */
  allowPrivateNetworks: boolean;
  /** Extra trusted certificate authorities (PEM), for test servers with their own certificates. */
  ca?: string;
}
