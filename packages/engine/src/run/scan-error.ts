import type { FetchError } from "../net/types";

export type ScanErrorCode =
  | "invalid_url"
  | "unreachable"
  | "blocked_address"
  | "dns"
  | "timeout"
  | "not_html"
  | "robots_blocked"
  | "robots_unavailable";

/** The start URL could not be analysed at all; per-page problems never throw, they become audit results. */
export class ScanError extends Error {
  constructor(
    readonly code: ScanErrorCode,
    message: string,
    /** Evidence for the user, e.g. the robots.txt lines that block the crawl. */
    readonly evidence: string[] = [],
  ) {
    super(message);
    this.name = "ScanError";
  }
}

export function scanErrorFromFetch(url: string, error: FetchError): ScanError {
  switch (error.code) {
    case "invalid_url":
    case "unsupported_protocol":
      return new ScanError("invalid_url", `Not an http(s) URL that can be analysed: ${url}`);
    case "blocked_address":
      return new ScanError(
        "blocked_address",
        `${url} resolves to a private or reserved address, which is not allowed: ${error.message}`,
      );
    case "dns":
      return new ScanError("dns", `The host name of ${url} could not be resolved: ${error.message}`);
    case "timeout":
      return new ScanError("timeout", `${url} did not answer in time: ${error.message}`);
    default:
      return new ScanError("unreachable", `${url} could not be fetched: ${error.message}`);
  }
}
