import type { RankTrackerList } from "@sitelens/shared";
import { listSearchConsoleQueries } from "../google/list-search-console-queries";
import type { ServerContext } from "../server-context";
import { listTrackedKeywords } from "./list-tracked-keywords";

const FREE_QUERIES = 20;

/**
 * The rank checker's list: the site's tracked keywords, each with Search Console's average position
 * for the same query when the site's Search Console is connected (read from the daily cache, never a
 * live call), and the most-seen Search Console queries not tracked yet, as a free ranking source.
 */
export async function listRankTrackerKeywords(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
): Promise<RankTrackerList> {
  const keywords = await listTrackedKeywords(context.database, userId, siteId);
  const queries = await listSearchConsoleQueries(context, userId, siteId);
  const key = (text: string) => text.toLocaleLowerCase("tr");
  const byQuery = new Map(queries.map((row) => [key(row.query), row]));
  const tracked = new Set(keywords.map((keyword) => key(keyword.keyword)));
  return {
    keywords: keywords.map((keyword) => ({
      ...keyword,
      // Search Console measures Google only: another engine's keyword gets no average.
      searchConsole: keyword.engine === "google" ? (byQuery.get(key(keyword.keyword)) ?? null) : null,
    })),
    searchConsoleQueries: queries.filter((row) => !tracked.has(key(row.query))).slice(0, FREE_QUERIES),
  };
}
