import { findNetworkError } from "./network-error";
import type { FetchError } from "./types";

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);
const DNS_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NODATA"]);

/** Maps anything a request can throw to the FetchResult error contract. */
export function classifyFetchError(
  error: unknown,
  context: { timeoutMs: number; aborted: boolean },
): FetchError {
  const own = findNetworkError(error);
  if (own) return { code: own.code, message: own.message };
  if (context.aborted) return { code: "timeout", message: "The request was cancelled" };
  const code = (error as { code?: string }).code ?? "";
  const name = (error as { name?: string }).name ?? "";
  if (TIMEOUT_CODES.has(code) || name === "TimeoutError" || name === "AbortError") {
    return { code: "timeout", message: `No complete response within ${context.timeoutMs} ms` };
  }
  const message = (error as Error).message ?? String(error);
  if (DNS_CODES.has(code)) return { code: "dns", message: `DNS lookup failed: ${message}` };
  return { code: "connection", message: `Connection failed: ${code ? `${code} ` : ""}${message}` };
}
