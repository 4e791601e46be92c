import { request } from "undici";
import { returnAbortController, takeAbortController } from "./abort-controller-pool";
import { buildResponseResult } from "./build-response-result";
import { classifyFetchError } from "./classify-fetch-error";
import type { GuardedAgent } from "./create-guarded-agent";
import { failedFetchResult } from "./failed-fetch-result";
import { NetworkError } from "./network-error";
import { normaliseHeaders } from "./normalise-headers";
import { parseTargetUrl } from "./parse-target-url";
import type { FetchResult, RedirectHop } from "./types";

export interface ResolvedFetchOptions {
  userAgent: string;
  method: "GET" | "HEAD";
  accept: string;
  maxBodyBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  followRedirects: boolean;
  unwrapGzip: boolean;
  signal?: AbortSignal;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DRAIN_LIMIT_BYTES = 64 * 1024;

/**
 * Requests a URL, following redirects by hand so that every hop goes through the guarded agent and is
 * recorded. One overall deadline covers all hops and the body, so a server dripping bytes cannot hold us.
 */
export async function fetchWithRedirects(
  guarded: GuardedAgent,
  requestedUrl: string,
  options: ResolvedFetchOptions,
) {
  const startedAt = performance.now();
  // One controller for the deadline and the caller's signal alike, its listener removed when the request ends.
  // AbortSignal.any tied a new signal to the scan's long-lived one on every request, and Node keeps such dependants
  // until a collection finalises them (nodejs/node#55351: it grows with every request of a long scan).
  const controller = takeAbortController();
  const abort = () => controller.abort();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort();
  }, options.timeoutMs);
  options.signal?.addEventListener("abort", abort, { once: true });
  if (options.signal?.aborted) abort();
  const signal = controller.signal;
  const redirects: RedirectHop[] = [];
  const visited = new Set<string>();
  let url = requestedUrl;
  let lastStatus = 0;
  let lastHeaders: Record<string, string> = {};
  try {
    for (;;) {
      const target = parseTargetUrl(url);
      visited.add(target.href);
      const hopStartedAt = performance.now();
      const response = await request(target, {
        dispatcher: guarded.agent,
        method: options.method,
        headers: {
          "user-agent": options.userAgent,
          accept: options.accept,
          "accept-encoding": "gzip, deflate, br",
        },
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        signal,
      });
      const ttfbMs = performance.now() - hopStartedAt;
      const headers = normaliseHeaders(response.headers);
      lastStatus = response.statusCode;
      lastHeaders = headers;
      url = target.href;
      if (options.followRedirects && REDIRECT_STATUSES.has(response.statusCode) && headers.location) {
        await response.body.dump({ limit: DRAIN_LIMIT_BYTES }).catch(() => undefined);
        const next = parseTargetUrl(headers.location, target.href).href;
        redirects.push({ url: target.href, status: response.statusCode, location: headers.location });
        if (visited.has(next)) throw new NetworkError("redirect_loop", `Redirect loop back to ${next}`);
        if (redirects.length > options.maxRedirects) {
          throw new NetworkError("too_many_redirects", `More than ${options.maxRedirects} redirects`);
        }
        url = next;
        continue;
      }
      const body = options.method === "HEAD" ? null : response.body;
      if (!body) await response.body.dump({ limit: DRAIN_LIMIT_BYTES }).catch(() => undefined);
      const final = {
        requestedUrl,
        finalUrl: url,
        redirects,
        status: lastStatus,
        headers,
        body,
        startedAt,
        ttfbMs,
        httpVersion: guarded.httpVersionOf(target),
      };
      return await buildResponseResult(final, options);
    }
  } catch (error) {
    const aborted = options.signal?.aborted === true && !timedOut;
    const failure = classifyFetchError(error, { timeoutMs: options.timeoutMs, aborted });
    const result: FetchResult = failedFetchResult(requestedUrl, failure, performance.now() - startedAt);
    // Status and headers stay those of the last response that arrived (0 and {} when none did).
    return { ...result, finalUrl: url, redirects, status: lastStatus, headers: lastHeaders };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abort);
    returnAbortController(controller);
  }
}
