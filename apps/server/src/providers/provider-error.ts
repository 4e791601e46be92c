import { readCappedText } from "./read-capped-response";

/**
 * Why a call to an external data provider failed. Callers decide from the kind alone:
 * retriable kinds are worth a later re-check, the others need the operator (keys, credit, request).
 */
export type ProviderErrorKind =
  | "unauthorized"
  | "payment_required"
  | "rate_limited"
  | "timeout"
  | "unavailable"
  | "invalid_request"
  | "bad_response";

const RETRIABLE: ReadonlySet<ProviderErrorKind> = new Set([
  "rate_limited",
  "timeout",
  "unavailable",
  "bad_response",
]);

export class ProviderError extends Error {
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  /** The vendor's own status code (HTTP status or, for DataForSEO, the 5-digit status_code) when known. */
  readonly vendorCode: number | null;
  /** The vendor's own words, without our provider prefix: what a user is shown. */
  readonly detail: string;

  constructor(provider: string, kind: ProviderErrorKind, message: string, vendorCode: number | null = null) {
    super(`${provider}: ${message}`);
    this.detail = message;
    this.name = "ProviderError";
    this.provider = provider;
    this.kind = kind;
    this.vendorCode = vendorCode;
  }

  get retriable(): boolean {
    return RETRIABLE.has(this.kind);
  }
}

/** The kind for a plain HTTP failure status, shared by every adapter. */
export function kindForHttpStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 402) return "payment_required";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  return "invalid_request";
}

/**
 * fetch() (or the given SSRF-guarded one) with the caller's signal and a timeout: a fired timeout becomes a ProviderError
 * "timeout"; the caller's own abort is rethrown untouched so cancellation stays cancellation.
 */
export async function fetchWithTimeout(
  provider: string,
  url: string,
  init: RequestInit & {
    timeoutMs: number;
    signal?: AbortSignal;
    fetch?: typeof fetch;
    acceptText?: boolean;
    /** Past this the answer is abandoned (read-capped-response.ts); 1 MB unless the vendor documents more. */
    maxResponseBytes?: number;
  },
): Promise<{ status: number; body: unknown }> {
  const timeout = AbortSignal.timeout(init.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const {
    fetch: fetchImpl = fetch,
    timeoutMs: _timeoutMs,
    acceptText,
    maxResponseBytes,
    ...requestInit
  } = init;
  try {
    const response = await fetchImpl(url, { ...requestInit, signal });
    const text = await readCappedText(response, provider, maxResponseBytes);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      if (acceptText) body = text;
      else if (response.ok)
        throw new ProviderError(provider, "bad_response", "answer is not JSON", response.status);
    }
    return { status: response.status, body };
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    if (timeout.aborted)
      throw new ProviderError(provider, "timeout", `no answer within ${init.timeoutMs} ms`);
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(provider, "unavailable", error instanceof Error ? error.message : String(error));
  }
}
