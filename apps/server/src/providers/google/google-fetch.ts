import { readCappedText } from "../read-capped-response";
import { GoogleApiError } from "./google-errors";

const TIMEOUT_MS = 30_000;

/**
 * One Google API call with the user's access token. Google's hosts are fixed by configuration,
 * never chosen by a user, so these calls do not go through the crawler's SSRF guard.
 */
export async function googleApiFetch<T>(
  url: string,
  accessToken: string,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: "application/json",
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await readCappedText(response, "google");
  const body = text ? safeJson(text) : {};
  if (!response.ok) throw GoogleApiError.from(response.status, body);
  return body as T;
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
