import { AI_ASSISTANTS_CHANNEL, aiAssistantOf, type Ga4Metrics, type Ga4Row } from "@sitelens/shared";
import { type Ga4ReportRow, runGa4Report } from "../providers/google/ga4-client";
import type { GoogleEndpoints } from "../providers/google/google-endpoints";
import type { Ga4Snapshot } from "./google-snapshots";
import { GA4_LAG_DAYS, reportWindows } from "./report-dates";

const TOTAL_METRICS = [
  "totalUsers",
  "sessions",
  "engagedSessions",
  "engagementRate",
  "keyEvents",
  "totalRevenue",
];
/** Additive metrics for breakdowns (users are not additive across rows). */
const ROW_METRICS = ["sessions", "engagedSessions", "keyEvents", "totalRevenue"];
const MAX_ROWS = 25_000;

const toMetrics = (values: number[] | undefined): Ga4Metrics => ({
  users: values?.[0] ?? 0,
  sessions: values?.[1] ?? 0,
  engagedSessions: values?.[2] ?? 0,
  engagementRate: values?.[3] ?? 0,
  keyEvents: values?.[4] ?? 0,
  revenue: values?.[5] ?? 0,
});

/**
 * Everything the GA4 panel shows: totals for both 28-day windows, a year of days, and sessions by
 * channel (AI assistants taken out into their own channel by session source), landing page,
 * country and device.
 */
export async function fetchGa4Snapshot(
  endpoints: GoogleEndpoints,
  accessToken: string,
  property: string,
  now = new Date(),
): Promise<Ga4Snapshot> {
  const windows = reportWindows(now, GA4_LAG_DAYS);
  const current = { startDate: windows.current.start, endDate: windows.current.end };
  const report = (
    dateRange: { startDate: string; endDate: string },
    dimensions: string[],
    metrics = ROW_METRICS,
  ) =>
    runGa4Report(endpoints, accessToken, property, {
      dateRanges: [dateRange],
      dimensions,
      metrics,
      maxRows: MAX_ROWS,
    });
  const [totals, previousTotals, daily, sources, landingPages, countries, devices] = await Promise.all([
    report(current, [], TOTAL_METRICS),
    report({ startDate: windows.previous.start, endDate: windows.previous.end }, [], TOTAL_METRICS),
    report({ startDate: windows.chartStart, endDate: windows.current.end }, ["date"], TOTAL_METRICS),
    report(current, ["sessionSource", "sessionDefaultChannelGroup"]),
    report(current, ["landingPage"]),
    report(current, ["country"]),
    report(current, ["deviceCategory"]),
  ]);
  const channels = new Map<string, Ga4Row>();
  const assistants = new Map<string, Ga4Row>();
  for (const row of sources.rows) {
    const assistant = aiAssistantOf(row.dimensions[0] ?? "");
    add(channels, assistant ? AI_ASSISTANTS_CHANNEL : row.dimensions[1] || "Unassigned", row);
    if (assistant) add(assistants, assistant, row);
  }
  return {
    version: 1,
    window: windows.current,
    previousWindow: windows.previous,
    currencyCode: totals.currencyCode,
    totals: {
      current: toMetrics(totals.rows[0]?.metrics),
      previous: toMetrics(previousTotals.rows[0]?.metrics),
    },
    daily: daily.rows
      .map((row) => ({ ...toMetrics(row.metrics), date: ga4Date(row.dimensions[0] ?? "") }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    channels: bySessions(channels),
    aiAssistants: bySessions(assistants),
    landingPages: landingPages.rows.map(toRow).sort(sessionsFirst),
    countries: countries.rows.map(toRow).sort(sessionsFirst),
    devices: devices.rows.map(toRow).sort(sessionsFirst),
  };
}

function toRow(row: Ga4ReportRow): Ga4Row {
  return {
    key: row.dimensions[0] ?? "",
    sessions: row.metrics[0] ?? 0,
    engagedSessions: row.metrics[1] ?? 0,
    keyEvents: row.metrics[2] ?? 0,
    revenue: row.metrics[3] ?? 0,
  };
}

function add(into: Map<string, Ga4Row>, key: string, row: Ga4ReportRow) {
  const value = toRow(row);
  const existing = into.get(key);
  into.set(key, {
    key,
    sessions: (existing?.sessions ?? 0) + value.sessions,
    engagedSessions: (existing?.engagedSessions ?? 0) + value.engagedSessions,
    keyEvents: (existing?.keyEvents ?? 0) + value.keyEvents,
    revenue: (existing?.revenue ?? 0) + value.revenue,
  });
}

const sessionsFirst = (a: Ga4Row, b: Ga4Row) => b.sessions - a.sessions;
const bySessions = (rows: Map<string, Ga4Row>) => [...rows.values()].sort(sessionsFirst);

/** GA4's `date` dimension is YYYYMMDD. */
function ga4Date(value: string): string {
  return /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
}
