import type { Env } from "../../env";
import { dataForSeoConfig } from "../dataforseo/client";
import { createDataForSeoSerpProvider } from "./dataforseo";
import { createSerpApiProvider } from "./serpapi";
import { createSerperProvider } from "./serper";
import type { SerpProvider } from "./types";

/** The configured SERP source, preferring DataForSEO (all engines, pages itself), then SerpApi, then Serper. */
export function activeSerpProvider(env: Env): SerpProvider | null {
  const dataForSeo = dataForSeoConfig(env);
  if (dataForSeo) return createDataForSeoSerpProvider(dataForSeo);
  if (env.SERPAPI_KEY)
    return createSerpApiProvider({
      apiKey: env.SERPAPI_KEY,
      baseUrl: env.SERPAPI_BASE_URL,
      timeoutMs: env.SERP_TIMEOUT_MS,
    });
  if (env.SERPER_API_KEY)
    return createSerperProvider({
      apiKey: env.SERPER_API_KEY,
      baseUrl: env.SERPER_BASE_URL,
      timeoutMs: env.SERP_TIMEOUT_MS,
    });
  return null;
}
