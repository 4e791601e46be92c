/** An OAuth endpoint's refusal: `{"error":"invalid_grant","error_description":"…"}`. */
export class GoogleOAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(`Google OAuth ${status} ${error}: ${description}`);
  }
}

export type GoogleApiProblem = "auth" | "scope" | "quota" | "permission" | "other";

/** A Google API error body `{"error":{code,message,errors:[{reason}],status,details:[{reason}]}}`, classified. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: GoogleApiProblem,
    message: string,
  ) {
    super(`Google API ${status} (${problem}): ${message}`);
  }

  static from(status: number, body: unknown): GoogleApiError {
    const error = (body as { error?: Record<string, unknown> } | null)?.error ?? {};
    const reasons = [
      ...asArray(error.errors).map((item) => String(item.reason ?? "")),
      ...asArray(error.details).map((item) => String(item.reason ?? "")),
    ];
    const message = typeof error.message === "string" ? error.message : `HTTP ${status}`;
    const scope = reasons.some((reason) =>
      /ACCESS_TOKEN_SCOPE_INSUFFICIENT|insufficientPermissions/.test(reason),
    );
    const quota =
      status === 429 ||
      error.status === "RESOURCE_EXHAUSTED" ||
      reasons.some((reason) => /rateLimitExceeded|quotaExceeded|RATE_LIMIT_EXCEEDED/.test(reason));
    const problem: GoogleApiProblem =
      status === 401 ? "auth" : scope ? "scope" : quota ? "quota" : status === 403 ? "permission" : "other";
    return new GoogleApiError(status, problem, message);
  }
}

function asArray(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value.filter((item) => item && typeof item === "object") as never) : [];
}
