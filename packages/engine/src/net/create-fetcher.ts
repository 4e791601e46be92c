import { createGuardedAgent } from "./create-guarded-agent";
import { fetchWithRedirects } from "./fetch-with-redirects";
import type { Fetcher, NetworkOptions } from "./types";

const DEFAULT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** An HTTP client whose every connection and redirect hop passes the SSRF guard. */
export function createFetcher(options: NetworkOptions): Fetcher {
  const guarded = createGuardedAgent({
    resolve: options.resolve,
    allowPrivateNetworks: options.allowPrivateNetworks,
    connectTimeoutMs: options.timeoutMs,
    ca: options.ca,
  });
  return {
    fetch: (url, fetchOptions = {}) =>
      fetchWithRedirects(guarded, url, {
        userAgent: fetchOptions.userAgent ?? options.userAgent,
        method: fetchOptions.method ?? "GET",
        accept: fetchOptions.accept ?? DEFAULT_ACCEPT,
        maxBodyBytes: fetchOptions.maxBodyBytes ?? options.maxBodyBytes,
        timeoutMs: fetchOptions.timeoutMs ?? options.timeoutMs,
        maxRedirects: options.maxRedirects,
        followRedirects: fetchOptions.followRedirects ?? true,
        unwrapGzip: fetchOptions.unwrapGzip ?? false,
        signal: fetchOptions.signal,
      }),
    close: () => guarded.agent.close(),
  };
}
