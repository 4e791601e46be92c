import {
  fallingQueries,
  pagesWithoutClicks,
  type SearchConsolePanel,
  strikingDistanceQueries,
} from "@sitelens/shared";
import type { ServerContext } from "../server-context";
import type { SearchConsoleSnapshot } from "./google-snapshots";
import { loadSiteGoogleData } from "./load-site-google-data";
import { addDays } from "./report-dates";

/** Rows a table ships to the browser; the CSV export has them all. */
export const PANEL_ROWS = 500;

/** The Search Console tab: 28-day totals against the previous 28, the chart for the chosen range, tables and insights. */
export async function loadSearchConsolePanel(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  days: number,
): Promise<SearchConsolePanel> {
  const { problem, lastAttempt, property, fetchedAt, snapshot } =
    await loadSiteGoogleData<SearchConsoleSnapshot>(context, userId, siteId, "search_console");
  const byClicks = <T extends { clicks: number; impressions: number }>(rows: T[]) =>
    [...rows].sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions);
  const from = snapshot ? addDays(snapshot.window.end, -(days - 1)) : "";
  return {
    problem,
    lastAttempt,
    property,
    fetchedAt: fetchedAt?.toISOString() ?? null,
    lastDataDate: snapshot?.lastDataDate ?? null,
    window: snapshot?.window ?? null,
    previousWindow: snapshot?.previousWindow ?? null,
    summary: snapshot?.totals ?? null,
    daily: snapshot?.daily.filter((day) => day.date >= from) ?? [],
    queries: byClicks(snapshot?.queries ?? []).slice(0, PANEL_ROWS),
    pages: byClicks(snapshot?.pages ?? []).slice(0, PANEL_ROWS),
    totalQueries: snapshot?.queries.length ?? 0,
    totalPages: snapshot?.pages.length ?? 0,
    countries: byClicks(snapshot?.countries ?? []).slice(0, 50),
    devices: byClicks(snapshot?.devices ?? []),
    strikingDistance: strikingDistanceQueries(snapshot?.queries ?? []),
    fallingQueries: fallingQueries(snapshot?.queries ?? []),
    pagesWithoutClicks: pagesWithoutClicks(snapshot?.pages ?? []),
    inspections: snapshot?.inspections ?? [],
  };
}
