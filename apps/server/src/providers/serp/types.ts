export type SerpEngine = "google" | "bing" | "yandex";
export type SerpDevice = "desktop" | "mobile";

export interface SerpQuery {
  keyword: string;
  engine: SerpEngine;
  /** ISO 3166-1 alpha-2, lower case ("tr", "us"). */
  country: string;
  /** ISO 639-1 ("tr", "en"). */
  language: string;
  device: SerpDevice;
  /** How many results to scan; the rank checker asks for 100 (spec §9). */
  depth: number;
  /** The site's domain: paging stops once a result on it (or a subdomain) is found. */
  targetDomain?: string;
}

export interface SerpOrganicResult {
  /** Rank among organic results only, 1-based. */
  position: number;
  /** Rank among every block on the page (ads, snippets, packs), when the provider tells it. */
  absolutePosition: number | null;
  url: string;
  title: string;
}

export interface SerpResult {
  organic: SerpOrganicResult[];
  /** The first organic result on targetDomain, or null when none was found within depth. */
  match: SerpOrganicResult | null;
  /** SERP features seen (featured_snippet, people_also_ask, local_pack, images, video, top_stories…). */
  features: string[];
  /** People Also Ask questions, when the provider returns them. */
  questions: string[];
  /** Provider calls made (paging); each is billed by the vendor. */
  requests: number;
}

/** One source of search results. Failures are thrown as ProviderError, never returned as "not found". */
export interface SerpProvider {
  id: "dataforseo" | "serpapi" | "serper";
  engines: readonly SerpEngine[];
  search(query: SerpQuery, options?: { signal?: AbortSignal }): Promise<SerpResult>;
}
