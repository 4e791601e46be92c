import type { DataForSeoClient } from "./client";

/** One item of Labs competitors_domain: a domain ranking for the target's keywords. */
export interface RankingCompetitor {
  domain: string;
  avgPosition: number | null;
  /** Keywords both the target and this domain rank for. */
  intersections: number;
}

interface Item {
  domain?: string;
  avg_position?: number | null;
  intersections?: number | null;
}

/** DataForSEO's location codes for the two markets the product serves. */
export const LABS_MARKETS = {
  tr: { location_code: 2792, language_code: "tr" },
  en: { location_code: 2840, language_code: "en" },
} as const;

/**
 * `POST /v3/dataforseo_labs/google/competitors_domain/live`: domains sharing organic keywords with
 * the target (a bare domain, no scheme or www), most shared first. The target itself may be listed;
 * the caller filters it.
 */
export async function fetchRankingCompetitors(
  client: DataForSeoClient,
  target: string,
  market: keyof typeof LABS_MARKETS,
  limit = 20,
): Promise<RankingCompetitor[]> {
  const [result] = await client.postOne<{ items?: Item[] | null }>(
    "/v3/dataforseo_labs/google/competitors_domain/live",
    { target, ...LABS_MARKETS[market], limit, exclude_top_domains: true },
  );
  return (result?.items ?? [])
    .filter(
      (item): item is Item & { domain: string } => typeof item.domain === "string" && item.domain !== "",
    )
    .map((item) => ({
      domain: item.domain.toLowerCase(),
      avgPosition: typeof item.avg_position === "number" ? Math.round(item.avg_position * 10) / 10 : null,
      intersections: item.intersections ?? 0,
    }))
    .sort((a, b) => b.intersections - a.intersections);
}
