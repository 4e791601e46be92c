import type { KeywordIntent } from "@sitelens/shared";

/** What a keyword data provider knows about one keyword; each number is null when it does not know it. */
export interface KeywordMetrics {
  keyword: string;
  /** Average monthly searches. */
  searchVolume: number | null;
  /** Monthly searches, oldest first (up to 12 months). */
  trend: number[] | null;
  cpc: number | null;
  /** The provider's 0–100 keyword difficulty. */
  difficulty: number | null;
  /** The provider's main intent label. */
  intent: KeywordIntent | null;
}

export interface KeywordDataQuery {
  /** ISO 3166-1 alpha-2, lower case. */
  country: string;
  language: "tr" | "en";
  signal?: AbortSignal;
}

/**
 * Volumes, CPC, difficulty and intent for keywords, and the provider's own keyword ideas.
 * Failures are thrown as ProviderError; a keyword the provider has no data for is simply absent.
 */
export interface KeywordDataProvider {
  id: "dataforseo";
  /** Metrics keyed by the lower-cased keyword. */
  metrics(keywords: string[], query: KeywordDataQuery): Promise<Map<string, KeywordMetrics>>;
  /** Keywords related to the seed, with their metrics. */
  ideas(seed: string, query: KeywordDataQuery & { limit: number }): Promise<KeywordMetrics[]>;
}
