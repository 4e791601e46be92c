import type { FetchErrorCode } from "./types";

/** A per-URL network failure with the code it is reported under in FetchResult.error. */
export class NetworkError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "NetworkError";
  }
}

/** Finds our own error anywhere in an error's cause chain (undici wraps connector errors). */
export function findNetworkError(error: unknown): NetworkError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof NetworkError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
