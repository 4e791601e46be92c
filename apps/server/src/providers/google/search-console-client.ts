import type { GoogleEndpoints } from "./google-endpoints";
import { googleApiFetch } from "./google-fetch";

export interface SearchAnalyticsRow {
  /** One value per requested dimension, in their order; empty for totals (no dimensions). */
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

/** A row as Google sends it: `keys` only when dimensions were requested (docs/integrations/google.md). */
type WireRow = Partial<SearchAnalyticsRow>;

const toRow = (row: WireRow): SearchAnalyticsRow => ({
  keys: row.keys ?? [],
  clicks: row.clicks ?? 0,
  impressions: row.impressions ?? 0,
  ctr: row.ctr ?? 0,
  position: row.position ?? 0,
});

/** Search Console's maximum rows per request. */
export const SEARCH_ANALYTICS_ROW_LIMIT = 25_000;

/** sites.list: every property the user can see; `{}` when there are none. */
export async function listSearchConsoleSites(
  endpoints: GoogleEndpoints,
  accessToken: string,
): Promise<{ siteUrl: string; permissionLevel: string }[]> {
  const body = await googleApiFetch<{ siteEntry?: { siteUrl: string; permissionLevel: string }[] }>(
    `${endpoints.webmasters}/sites`,
    accessToken,
  );
  return body.siteEntry ?? [];
}

/**
 * searchAnalytics.query, paged with startRow until a page comes back short or maxRows is reached.
 * `keys` follow the dimensions' order and are absent without dimensions; no data means no `rows`.
 */
export async function querySearchAnalytics(
  endpoints: GoogleEndpoints,
  accessToken: string,
  siteUrl: string,
  request: {
    startDate: string;
    endDate: string;
    dimensions: ("query" | "page" | "country" | "device" | "date")[];
    dataState?: "final" | "all";
    rowLimit?: number;
    maxRows?: number;
  },
): Promise<{ rows: SearchAnalyticsRow[]; firstIncompleteDate: string | null }> {
  const rowLimit = request.rowLimit ?? SEARCH_ANALYTICS_ROW_LIMIT;
  const maxRows = request.maxRows ?? 50_000;
  const url = `${endpoints.webmasters}/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
  const rows: SearchAnalyticsRow[] = [];
  let firstIncompleteDate: string | null = null;
  for (let startRow = 0; startRow < maxRows; startRow += rowLimit) {
    const body = await googleApiFetch<{
      rows?: WireRow[];
      metadata?: { firstIncompleteDate?: string };
    }>(url, accessToken, {
      method: "POST",
      body: {
        startDate: request.startDate,
        endDate: request.endDate,
        dimensions: request.dimensions,
        dataState: request.dataState ?? "final",
        rowLimit: Math.min(rowLimit, maxRows - startRow),
        startRow,
      },
    });
    firstIncompleteDate ??= body.metadata?.firstIncompleteDate ?? null;
    const page = body.rows ?? [];
    rows.push(...page.map(toRow));
    if (page.length < rowLimit) break;
  }
  return { rows, firstIncompleteDate };
}

export interface UrlInspectionResult {
  verdict: string;
  coverageState: string | null;
  indexingState: string | null;
  lastCrawlTime: string | null;
}

/** URL Inspection (2,000 a day per property): Google's index status of one URL of the property. */
export async function inspectUrl(
  endpoints: GoogleEndpoints,
  accessToken: string,
  input: { inspectionUrl: string; siteUrl: string; languageCode: string },
): Promise<UrlInspectionResult> {
  const body = await googleApiFetch<{
    inspectionResult?: {
      indexStatusResult?: {
        verdict?: string;
        coverageState?: string;
        indexingState?: string;
        lastCrawlTime?: string;
      };
    };
  }>(endpoints.urlInspection, accessToken, { method: "POST", body: input });
  const status = body.inspectionResult?.indexStatusResult;
  return {
    verdict: status?.verdict ?? "VERDICT_UNSPECIFIED",
    coverageState: status?.coverageState ?? null,
    indexingState: status?.indexingState ?? null,
    lastCrawlTime: status?.lastCrawlTime ?? null,
  };
}
