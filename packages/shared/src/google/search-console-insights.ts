import type { ScRow } from "./panel-contracts";

/** Striking distance (spec issue 16): average position 8–20 with impressions, the cheapest wins, most impressions first. */
export const STRIKING_DISTANCE = { minPosition: 8, maxPosition: 20, minImpressions: 10 } as const;

export function strikingDistanceQueries(queries: ScRow[], limit = 50): ScRow[] {
  return queries
    .filter(
      (row) =>
        row.position >= STRIKING_DISTANCE.minPosition &&
        row.position <= STRIKING_DISTANCE.maxPosition &&
        row.impressions >= STRIKING_DISTANCE.minImpressions,
    )
    .sort((a, b) => b.impressions - a.impressions)
    .slice(0, limit);
}

/** Queries that lost clicks against the previous 28 days, largest loss first. */
export function fallingQueries(queries: ScRow[], limit = 50): ScRow[] {
  return queries
    .filter((row) => (row.previousClicks ?? 0) > row.clicks)
    .sort((a, b) => b.clicks - (b.previousClicks ?? 0) - (a.clicks - (a.previousClicks ?? 0)))
    .slice(0, limit);
}

/** Pages Google shows but nobody clicks: a title or description worth rewriting. */
export function pagesWithoutClicks(pages: ScRow[], limit = 50): ScRow[] {
  return pages
    .filter((row) => row.clicks === 0 && row.impressions > 0)
    .sort((a, b) => b.impressions - a.impressions)
    .slice(0, limit);
}
