import type { Env } from "../env";
import { activeKeywordDataProvider } from "../providers/keyword-data/active-keyword-data-provider";
import type { KeywordDataQuery, KeywordMetrics } from "../providers/keyword-data/types";

export interface KeywordData {
  /** Which provider answered, or null: none configured, or it failed (then `failed` is true). */
  source: "dataforseo" | null;
  failed: boolean;
  ideas: KeywordMetrics[];
  /** Keyed by the keyword lower-cased with the query's language. */
  metrics: Map<string, KeywordMetrics>;
}

/**
 * The keyword data provider's ideas around the seed and the metrics of every keyword (the
 * ideas' and `keywords`). Without a provider, or when it fails, nothing is made up: the metrics
 * stay unknown and the caller says so.
 */
export async function loadKeywordData(
  env: Env,
  seed: string,
  keywords: string[],
  query: KeywordDataQuery & { ideas: number },
): Promise<KeywordData> {
  const provider = activeKeywordDataProvider(env);
  const empty = { ideas: [], metrics: new Map<string, KeywordMetrics>() };
  if (!provider) return { source: null, failed: false, ...empty };
  try {
    const ideas = seed && query.ideas > 0 ? await provider.ideas(seed, { ...query, limit: query.ideas }) : [];
    const known = new Set(ideas.map((idea) => idea.keyword.toLocaleLowerCase(query.language)));
    const missing = keywords.filter((keyword) => !known.has(keyword.toLocaleLowerCase(query.language)));
    const metrics = missing.length > 0 ? await provider.metrics(missing, query) : new Map();
    for (const idea of ideas) metrics.set(idea.keyword.toLocaleLowerCase(query.language), idea);
    return { source: provider.id, failed: false, ideas, metrics };
  } catch (error) {
    if (query.signal?.aborted) throw error;
    return { source: null, failed: true, ...empty };
  }
}
