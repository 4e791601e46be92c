import { KEYWORD_INTENTS, type KeywordIntent } from "@sitelens/shared";
import { createDataForSeoClient, type DataForSeoConfig } from "../dataforseo/client";
import { labsMarket } from "../dataforseo/labs-market";
import type { KeywordDataProvider, KeywordDataQuery, KeywordMetrics } from "./types";

/** DataForSEO Labs' keyword_data item (many numbers are null for rare keywords). */
interface LabsKeywordItem {
  keyword?: string;
  keyword_info?: {
    search_volume?: number | null;
    cpc?: number | null;
    monthly_searches?: { year: number; month: number; search_volume: number | null }[] | null;
  } | null;
  keyword_properties?: { keyword_difficulty?: number | null } | null;
  search_intent_info?: { main_intent?: string | null } | null;
}
interface LabsResult {
  items?: (LabsKeywordItem & { keyword_data?: LabsKeywordItem })[] | null;
}

/** Labs takes at most 700 keywords per keyword_overview task. */
const OVERVIEW_MAX = 700;

function toMetrics(item: LabsKeywordItem): KeywordMetrics | null {
  if (!item.keyword) return null;
  const info = item.keyword_info ?? {};
  const months = [...(info.monthly_searches ?? [])]
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .slice(-12);
  const intent = item.search_intent_info?.main_intent ?? null;
  return {
    keyword: item.keyword,
    searchVolume: info.search_volume ?? null,
    trend: months.length > 0 ? months.map((month) => month.search_volume ?? 0) : null,
    cpc: info.cpc ?? null,
    difficulty: item.keyword_properties?.keyword_difficulty ?? null,
    intent: KEYWORD_INTENTS.includes(intent as KeywordIntent) ? (intent as KeywordIntent) : null,
  };
}

/**
 * DataForSEO Labs (Google): `keyword_overview/live` for the metrics of given keywords (≤ 700 per
 * task) and `keyword_suggestions/live` for ideas around a seed. Errors inside HTTP 200 are read by
 * the shared client (task status_code).
 */
export function createDataForSeoKeywordData(config: DataForSeoConfig): KeywordDataProvider {
  const client = createDataForSeoClient(config);
  // Keyword data is asked in the market's language (the country's), never the interface's (issue #31).
  const location = (query: KeywordDataQuery) => labsMarket(client, config.baseUrl, query.country);
  return {
    id: "dataforseo",
    async metrics(keywords, query) {
      const found = new Map<string, KeywordMetrics>();
      const unique = [...new Set(keywords.map((keyword) => keyword.toLocaleLowerCase(query.language)))];
      for (let start = 0; start < unique.length; start += OVERVIEW_MAX) {
        const [result] = await client.postOne<LabsResult>(
          "/v3/dataforseo_labs/google/keyword_overview/live",
          { keywords: unique.slice(start, start + OVERVIEW_MAX), ...(await location(query)) },
          { signal: query.signal },
        );
        for (const item of result?.items ?? []) {
          const metrics = toMetrics(item);
          if (metrics) found.set(metrics.keyword.toLocaleLowerCase(query.language), metrics);
        }
      }
      return found;
    },
    async ideas(seed, query) {
      const [result] = await client.postOne<LabsResult>(
        "/v3/dataforseo_labs/google/keyword_suggestions/live",
        { keyword: seed, include_seed_keyword: true, limit: query.limit, ...(await location(query)) },
        { signal: query.signal },
      );
      return (result?.items ?? []).flatMap((item) => toMetrics(item.keyword_data ?? item) ?? []);
    },
  };
}
