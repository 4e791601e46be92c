import type { Ga4Panel } from "@sitelens/shared";
import type { ServerContext } from "../server-context";
import type { Ga4Snapshot } from "./google-snapshots";
import { loadSiteGoogleData } from "./load-site-google-data";
import { addDays } from "./report-dates";

/** The GA4 tab: 28-day totals against the previous 28, the chart for the chosen range, and the breakdowns. */
export async function loadGa4Panel(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  days: number,
): Promise<Ga4Panel> {
  const { problem, lastAttempt, property, propertyName, fetchedAt, snapshot } =
    await loadSiteGoogleData<Ga4Snapshot>(context, userId, siteId, "ga4");
  const from = snapshot ? addDays(snapshot.window.end, -(days - 1)) : "";
  return {
    problem,
    lastAttempt,
    property,
    propertyName,
    fetchedAt: fetchedAt?.toISOString() ?? null,
    currencyCode: snapshot?.currencyCode ?? null,
    window: snapshot?.window ?? null,
    summary: snapshot?.totals ?? null,
    daily: snapshot?.daily.filter((day) => day.date >= from) ?? [],
    channels: snapshot?.channels ?? [],
    aiAssistants: snapshot?.aiAssistants ?? [],
    landingPages: snapshot?.landingPages.slice(0, 200) ?? [],
    countries: snapshot?.countries.slice(0, 50) ?? [],
    devices: snapshot?.devices ?? [],
    hasRevenue: Boolean(
      snapshot && (snapshot.totals.current.revenue > 0 || snapshot.totals.previous.revenue > 0),
    ),
  };
}
