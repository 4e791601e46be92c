import { createDataForSeoClient, type DataForSeoConfig } from "../dataforseo/client";
import { ProviderError } from "../provider-error";
import { SERP_COUNTRIES } from "./locations";
import { findMatch } from "./match-domain";
import type { SerpOrganicResult, SerpProvider } from "./types";

interface SerpItem {
  type: string;
  rank_group?: number;
  rank_absolute?: number;
  url?: string | null;
  title?: string | null;
  items?: { title?: string | null }[] | null;
}

/**
 * DataForSEO SERP live/advanced: one task with depth 100 (DataForSEO pages itself, billed per 10),
 * stop_crawl_on_match so it stops paying for pages once the site is found.
 */
export function createDataForSeoSerpProvider(config: DataForSeoConfig): SerpProvider {
  const client = createDataForSeoClient(config);
  return {
    id: "dataforseo",
    engines: ["google", "bing", "yandex"],
    async search(query, options) {
      const locationCode = SERP_COUNTRIES[query.country as keyof typeof SERP_COUNTRIES];
      const task = {
        keyword: query.keyword,
        ...(locationCode ? { location_code: locationCode } : { location_name: query.country }),
        language_code: query.language,
        device: query.device,
        depth: query.depth,
        ...(query.targetDomain && {
          stop_crawl_on_match: [{ match_value: query.targetDomain, match_type: "with_subdomains" }],
        }),
      };
      const [result] = await client.postOne<{ items?: SerpItem[] | null; items_count?: number }>(
        `/v3/serp/${query.engine}/organic/live/advanced`,
        task,
        options,
      );
      if (!result) throw new ProviderError("dataforseo", "bad_response", "task has no result");
      const items = result.items ?? [];
      const organic: SerpOrganicResult[] = items
        .filter((item) => item.type === "organic" && item.url && typeof item.rank_group === "number")
        .filter((item) => (item.rank_group ?? 0) <= query.depth)
        .map((item) => ({
          position: item.rank_group as number,
          absolutePosition: item.rank_absolute ?? null,
          url: item.url as string,
          title: item.title ?? "",
        }));
      const questions = items
        .filter((item) => item.type === "people_also_ask")
        .flatMap((item) => (item.items ?? []).map((question) => question.title ?? ""))
        .filter(Boolean);
      return {
        organic,
        match: findMatch(organic, query.targetDomain),
        features: [...new Set(items.map((item) => item.type).filter((type) => type !== "organic"))],
        questions,
        requests: 1,
      };
    },
  };
}
