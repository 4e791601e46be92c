import i18next from "i18next";
import { readCookie } from "./cookies";
import { currentLanguage } from "./i18n";

export const CSRF_COOKIE = "sitelens_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** An error answered by the API (or a failed request), with a message already in the user's language. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Structured facts some errors carry (e.g. plan title and site count of a site-limit error). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

function isErrorBody(
  value: unknown,
): value is { error: { code: string; message: string; details?: unknown } } {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function requestHeaders(method: string, hasBody: boolean, accept = "application/json"): Headers {
  const headers = new Headers({ Accept: accept, "Accept-Language": currentLanguage() });
  if (hasBody) headers.set("Content-Type", "application/json");
  if (method !== "GET") headers.set(CSRF_HEADER, readCookie(CSRF_COOKIE) ?? "");
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers = requestHeaders(method, options.body !== undefined);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "include",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError("network_error", i18next.t("errors:network"), 0);
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;
  throw failure(response, payload);
}

function failure(response: Response, payload: unknown): ApiError {
  if (isErrorBody(payload))
    return new ApiError(payload.error.code, payload.error.message, response.status, payload.error.details);
  return new ApiError("http_error", i18next.t("errors:unexpected"), response.status);
}

/** A file from the API (e.g. the PDF report); a refusal (quota, plan) throws the server's ApiError. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { "Accept-Language": currentLanguage() },
      credentials: "include",
    });
  } catch {
    throw new ApiError("network_error", i18next.t("errors:network"), 0);
  }
  if (!response.ok) throw failure(response, await readJson(response));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** POSTs a multipart form (file uploads); the browser sets its content type and boundary. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: requestHeaders("POST", false),
      credentials: "include",
      body: form,
    });
  } catch {
    throw new ApiError("network_error", i18next.t("errors:network"), 0);
  }
  const payload = await readJson(response);
  if (response.ok) return payload as T;
  throw failure(response, payload);
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};

/** POSTs and yields a streamed plain-text answer as it arrives; errors as ApiError like apiRequest. */
export async function* apiTextStream(
  path: string,
  body: unknown,
  signal: AbortSignal,
): AsyncGenerator<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: requestHeaders("POST", true, "text/plain, application/json"),
      credentials: "include",
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError("network_error", i18next.t("errors:network"), 0);
  }
  if (!response.ok || !response.body) {
    const payload = await readJson(response);
    if (isErrorBody(payload))
      throw new ApiError(payload.error.code, payload.error.message, response.status, payload.error.details);
    throw new ApiError("http_error", i18next.t("errors:unexpected"), response.status);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    yield decoder.decode(value, { stream: true });
  }
}
