import type { GoogleEndpoints } from "./google-endpoints";
import { googleApiFetch } from "./google-fetch";

/** Admin API accountSummaries, every page: each GA4 property the user can read. */
export async function listGa4Properties(
  endpoints: GoogleEndpoints,
  accessToken: string,
): Promise<{ property: string; displayName: string; account: string }[]> {
  const properties: { property: string; displayName: string; account: string }[] = [];
  let pageToken = "";
  for (let page = 0; page < 50; page++) {
    const query = new URLSearchParams({ pageSize: "200", ...(pageToken ? { pageToken } : {}) });
    const body = await googleApiFetch<{
      accountSummaries?: {
        displayName?: string;
        propertySummaries?: { property: string; displayName?: string }[];
      }[];
      nextPageToken?: string;
    }>(`${endpoints.analyticsAdmin}/accountSummaries?${query}`, accessToken);
    for (const account of body.accountSummaries ?? [])
      for (const summary of account.propertySummaries ?? [])
        properties.push({
          property: summary.property,
          displayName: summary.displayName ?? summary.property,
          account: account.displayName ?? "",
        });
    if (!body.nextPageToken) break;
    pageToken = body.nextPageToken;
  }
  return properties;
}

export interface Ga4ReportRow {
  dimensions: string[];
  /** Metric values as numbers (the API sends strings typed by metricHeaders). */
  metrics: number[];
}

/** Data API runReport, paged with offset until rowCount; no data means no `rows`. */
export async function runGa4Report(
  endpoints: GoogleEndpoints,
  accessToken: string,
  property: string,
  request: {
    dateRanges: { startDate: string; endDate: string }[];
    dimensions: string[];
    metrics: string[];
    limit?: number;
    maxRows?: number;
  },
): Promise<{ rows: Ga4ReportRow[]; currencyCode: string | null }> {
  const limit = request.limit ?? 10_000;
  const maxRows = request.maxRows ?? 50_000;
  const rows: Ga4ReportRow[] = [];
  let currencyCode: string | null = null;
  for (let offset = 0; offset < maxRows; offset += limit) {
    const body = await googleApiFetch<{
      rows?: { dimensionValues?: { value?: string }[]; metricValues?: { value?: string }[] }[];
      rowCount?: number;
      metadata?: { currencyCode?: string };
    }>(`${endpoints.analyticsData}/${property}:runReport`, accessToken, {
      method: "POST",
      body: {
        dateRanges: request.dateRanges,
        dimensions: request.dimensions.map((name) => ({ name })),
        metrics: request.metrics.map((name) => ({ name })),
        limit: String(Math.min(limit, maxRows - offset)),
        offset: String(offset),
        keepEmptyRows: false,
      },
    });
    currencyCode ??= body.metadata?.currencyCode ?? null;
    for (const row of body.rows ?? [])
      rows.push({
        dimensions: (row.dimensionValues ?? []).map((value) => value.value ?? ""),
        metrics: (row.metricValues ?? []).map((value) => Number(value.value ?? 0) || 0),
      });
    if (!body.rows || offset + body.rows.length >= (body.rowCount ?? 0)) break;
  }
  return { rows, currencyCode };
}
