import { createGuardedAgent } from "@sitelens/engine";
import { fetch as undiciFetch } from "undici";
import { parseCrawlerResolve } from "../../analysis/scan-options-from-env";
import type { Env } from "../../env";
import { fetchWithTimeout, kindForHttpStatus, ProviderError } from "../provider-error";

export interface VendorCall {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData | Uint8Array;
  /** Some endpoints (webhook receivers) answer plain text; keep it instead of failing. */
  acceptText?: boolean;
}

/** How a channel reaches its vendor: with the SSRF guard for addresses the user typed. */
export interface VendorHttp {
  timeoutMs: number;
  fetch?: typeof fetch;
}

type GuardEnv = Pick<Env, "CRAWLER_RESOLVE" | "CRAWLER_ALLOW_PRIVATE" | "DISTRIBUTION_TIMEOUT_MS">;
/** One guarded agent (and its connection pool) per process environment, not one per job. */
const guardedByEnv = new WeakMap<GuardEnv, VendorHttp>();

/** A fetch whose every connection passes the SSRF guard (user-typed WordPress, Mastodon and webhook URLs). */
export function guardedVendorHttp(env: GuardEnv): VendorHttp {
  const known = guardedByEnv.get(env);
  if (known) return known;
  const guarded = createGuardedAgent({
    resolve: parseCrawlerResolve(env.CRAWLER_RESOLVE),
    allowPrivateNetworks: env.CRAWLER_ALLOW_PRIVATE,
    connectTimeoutMs: env.DISTRIBUTION_TIMEOUT_MS,
  });
  const guardedFetch = (url: string, init: RequestInit) =>
    undiciFetch(url, { ...(init as object), dispatcher: guarded.agent, redirect: "manual" });
  const http = { timeoutMs: env.DISTRIBUTION_TIMEOUT_MS, fetch: guardedFetch as unknown as typeof fetch };
  guardedByEnv.set(env, http);
  return http;
}

/**
 * One call to a vendor; a non-2xx answer becomes a ProviderError carrying the vendor's own message
 * (read from its error shape by `messageOf`), so the outcome shows what the vendor said.
 */
export async function callVendor<T>(
  provider: string,
  http: VendorHttp,
  url: string,
  call: VendorCall & { signal: AbortSignal; messageOf: (body: unknown) => string | undefined },
): Promise<T> {
  const { status, body } = await fetchWithTimeout(provider, url, {
    method: call.method ?? "GET",
    headers: call.headers,
    body: call.body as BodyInit | undefined,
    timeoutMs: http.timeoutMs,
    signal: call.signal,
    fetch: http.fetch,
    acceptText: call.acceptText,
  });
  if (status < 200 || status >= 300) {
    const message = call.messageOf(body) ?? `HTTP ${status}`;
    throw new ProviderError(provider, kindForHttpStatus(status), message, status);
  }
  return body as T;
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

export const trimBase = (url: string) => url.replace(/\/+$/, "");
