import type { SearchConsoleQuery } from "@sitelens/shared";
import type { ServerContext } from "../server-context";
import type { SearchConsoleSnapshot } from "./google-snapshots";
import { loadSiteGoogleData } from "./load-site-google-data";

/**
 * For keyword suggestions and the rank checker: the queries the site already appears for in
 * Google, with Search Console's average position over the last 28 days (approximate: an average
 * over impressions, not a ranking check). Empty when Search Console is not connected for the site.
 */
export async function listSearchConsoleQueries(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  options: { limit?: number } = {},
): Promise<SearchConsoleQuery[]> {
  const { snapshot } = await loadSiteGoogleData<SearchConsoleSnapshot>(
    context,
    userId,
    siteId,
    "search_console",
  );
  return (snapshot?.queries ?? [])
    .filter((row) => row.impressions > 0)
    .sort((a, b) => b.impressions - a.impressions)
    .slice(0, options.limit ?? 1000)
    .map((row) => ({
      query: row.key,
      clicks: row.clicks,
      impressions: row.impressions,
      averagePosition: Math.round(row.position * 10) / 10,
    }));
}
