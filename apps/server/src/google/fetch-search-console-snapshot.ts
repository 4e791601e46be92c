import type { ScMetrics, ScRow, UrlInspection } from "@sitelens/shared";
import type { GoogleEndpoints } from "../providers/google/google-endpoints";
import { GoogleApiError } from "../providers/google/google-errors";
import {
  inspectUrl,
  querySearchAnalytics,
  type SearchAnalyticsRow,
} from "../providers/google/search-console-client";
import type { SearchConsoleSnapshot } from "./google-snapshots";
import { reportWindows, SEARCH_CONSOLE_LAG_DAYS } from "./report-dates";

/** Key pages inspected per refresh: the home page and the pages with most clicks (2,000 a day allowed). */
const INSPECTED_PAGES = 10;
const MAX_ROWS = 25_000;

const toRow = (row: SearchAnalyticsRow): ScRow => ({
  key: row.keys[0] ?? "",
  clicks: row.clicks,
  impressions: row.impressions,
  ctr: row.ctr,
  position: row.position,
});
const zero: ScMetrics = { clicks: 0, impressions: 0, ctr: 0, position: 0 };

/**
 * Everything the Search Console panel shows, in about ten API calls: totals for both 28-day
 * windows, a year of days, queries (with last period's clicks), pages, countries, devices, and
 * the index status of key pages.
 */
export async function fetchSearchConsoleSnapshot(
  endpoints: GoogleEndpoints,
  accessToken: string,
  input: { property: string; siteUrl: string; language: "tr" | "en"; previous: SearchConsoleSnapshot | null },
  now = new Date(),
): Promise<SearchConsoleSnapshot> {
  const windows = reportWindows(now, SEARCH_CONSOLE_LAG_DAYS);
  const query = (
    window: { start: string; end: string },
    dimensions: ("query" | "page" | "country" | "device" | "date")[],
  ) =>
    querySearchAnalytics(endpoints, accessToken, input.property, {
      startDate: window.start,
      endDate: window.end,
      dimensions,
      maxRows: MAX_ROWS,
    }).then((result) => result.rows);
  const [currentTotals, previousTotals, daily, queries, previousQueries, pages, countries, devices] =
    await Promise.all([
      query(windows.current, []),
      query(windows.previous, []),
      query({ start: windows.chartStart, end: windows.current.end }, ["date"]),
      query(windows.current, ["query"]),
      query(windows.previous, ["query"]),
      query(windows.current, ["page"]),
      query(windows.current, ["country"]),
      query(windows.current, ["device"]),
    ]);
  const before = new Map(previousQueries.map((row) => [row.keys[0] ?? "", row.clicks]));
  const pageRows = pages.map(toRow);
  const totals = (rows: SearchAnalyticsRow[]) => (rows[0] ? metricsOf(toRow(rows[0])) : zero);
  const dailyRows = daily
    .map((row) => ({ ...metricsOf(row), date: row.keys[0] ?? "" }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    version: 1,
    window: windows.current,
    previousWindow: windows.previous,
    lastDataDate: dailyRows.at(-1)?.date ?? null,
    totals: { current: totals(currentTotals), previous: totals(previousTotals) },
    daily: dailyRows,
    queries: queries.map((row) => ({ ...toRow(row), previousClicks: before.get(row.keys[0] ?? "") ?? null })),
    pages: pageRows,
    countries: countries.map(toRow),
    devices: devices.map(toRow),
    inspections: await inspectKeyPages(endpoints, accessToken, input, pageRows),
  };
}

function metricsOf(row: ScMetrics): ScMetrics {
  return { clicks: row.clicks, impressions: row.impressions, ctr: row.ctr, position: row.position };
}

async function inspectKeyPages(
  endpoints: GoogleEndpoints,
  accessToken: string,
  input: { property: string; siteUrl: string; language: "tr" | "en"; previous: SearchConsoleSnapshot | null },
  pages: ScRow[],
): Promise<UrlInspection[]> {
  const home = new URL(input.siteUrl).toString();
  const urls = [
    ...new Set([home, ...[...pages].sort((a, b) => b.clicks - a.clicks).map((row) => row.key)]),
  ].slice(0, INSPECTED_PAGES);
  const results: UrlInspection[] = [];
  for (const url of urls) {
    try {
      const status = await inspectUrl(endpoints, accessToken, {
        inspectionUrl: url,
        siteUrl: input.property,
        languageCode: input.language === "tr" ? "tr-TR" : "en-US",
      });
      results.push({ url, ...status, inspectedAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof GoogleApiError)) throw error;
      // A URL outside the property: skip it. Over the daily inspection quota: keep earlier answers.
      if (error.problem === "other") continue;
      if (error.problem !== "quota") throw error;
      const kept = input.previous?.inspections.filter(
        (item) => !results.some((done) => done.url === item.url),
      );
      return [...results, ...(kept ?? [])].slice(0, INSPECTED_PAGES);
    }
  }
  return results;
}
