import type { Env } from "../../env";
import { fetchWithTimeout, kindForHttpStatus, ProviderError } from "../provider-error";

export type SuggestEngine = "google" | "bing" | "yandex";

/**
 * Free autocomplete endpoints (no key). All three answer OpenSearch suggestions JSON: [query, [suggestions…]].
 * Google: /complete/search?client=firefox; Bing: /osjson.aspx; Yandex: /suggest-ff.cgi.
 */
function suggestUrl(
  env: Env,
  engine: SuggestEngine,
  query: string,
  language: string,
  country: string,
): string {
  const q = encodeURIComponent(query);
  if (engine === "bing")
    return `${env.BING_SUGGEST_BASE_URL.replace(/\/+$/, "")}/osjson.aspx?query=${q}&market=${language}-${country.toUpperCase()}`;
  if (engine === "yandex")
    return `${env.YANDEX_SUGGEST_BASE_URL.replace(/\/+$/, "")}/suggest-ff.cgi?part=${q}&uil=${language}`;
  return `${env.GOOGLE_SUGGEST_BASE_URL.replace(/\/+$/, "")}/complete/search?client=firefox&q=${q}&hl=${language}&gl=${country}`;
}

const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 5000;
const cache = new Map<string, { at: number; suggestions: string[] }>();
/** At most this many autocomplete requests in flight per process: these endpoints block bursts. */
const MAX_IN_FLIGHT = 3;
let inFlight = 0;
const waiting: (() => void)[] = [];

async function throttled<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    waiting.shift()?.();
  }
}

/** One autocomplete lookup, cached for a day per URL and throttled process-wide. */
export async function fetchAutocomplete(
  env: Env,
  engine: SuggestEngine,
  query: string,
  options: { language: string; country: string; signal?: AbortSignal },
): Promise<string[]> {
  const url = suggestUrl(env, engine, query, options.language, options.country);
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.suggestions;
  const { status, body } = await throttled(() =>
    fetchWithTimeout(`${engine}-suggest`, url, { timeoutMs: 8000, signal: options.signal }),
  );
  if (status !== 200)
    throw new ProviderError(`${engine}-suggest`, kindForHttpStatus(status), `HTTP ${status}`, status);
  if (!Array.isArray(body) || !Array.isArray(body[1]))
    throw new ProviderError(`${engine}-suggest`, "bad_response", "not OpenSearch suggestions JSON");
  const suggestions = (body[1] as unknown[]).filter((entry): entry is string => typeof entry === "string");
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(url, { at: Date.now(), suggestions });
  return suggestions;
}
