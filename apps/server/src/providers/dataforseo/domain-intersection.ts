import type { DataForSeoClient } from "./client";
import { LABS_MARKETS } from "./competitors-domain";

/** A keyword both domains rank for in Google's organic results, with each side's position. */
export interface SharedKeyword {
  keyword: string;
  searchVolume: number | null;
  firstPosition: number | null;
  firstUrl: string | null;
  secondPosition: number | null;
  secondUrl: string | null;
}

interface SerpElement {
  rank_group?: number | null;
  url?: string | null;
}
interface Item {
  keyword_data?: { keyword?: string; keyword_info?: { search_volume?: number | null } | null } | null;
  first_domain_serp_element?: SerpElement | null;
  second_domain_serp_element?: SerpElement | null;
}

/**
 * `POST /v3/dataforseo_labs/google/domain_intersection/live` with `intersections: true`: keywords
 * both targets (bare domains) rank for, largest search volume first, and the total count.
 */
export async function fetchSharedKeywords(
  client: DataForSeoClient,
  first: string,
  second: string,
  market: keyof typeof LABS_MARKETS,
  limit = 100,
): Promise<{ total: number; keywords: SharedKeyword[] }> {
  const [result] = await client.postOne<{ total_count?: number; items?: Item[] | null }>(
    "/v3/dataforseo_labs/google/domain_intersection/live",
    {
      target1: first,
      target2: second,
      ...LABS_MARKETS[market],
      intersections: true,
      item_types: ["organic"],
      limit,
      order_by: ["keyword_data.keyword_info.search_volume,desc"],
    },
  );
  const keywords = (result?.items ?? []).flatMap((item) => {
    const keyword = item.keyword_data?.keyword;
    if (!keyword) return [];
    return [
      {
        keyword,
        searchVolume: item.keyword_data?.keyword_info?.search_volume ?? null,
        firstPosition: item.first_domain_serp_element?.rank_group ?? null,
        firstUrl: item.first_domain_serp_element?.url ?? null,
        secondPosition: item.second_domain_serp_element?.rank_group ?? null,
        secondUrl: item.second_domain_serp_element?.url ?? null,
      },
    ];
  });
  return { total: result?.total_count ?? keywords.length, keywords };
}
