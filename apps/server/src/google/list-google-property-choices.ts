import {
  type GooglePropertyChoices,
  matchGa4Property,
  matchSearchConsoleProperty,
  type SearchConsoleProperty,
} from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { siteGoogleProperties } from "../db/schema";
import { listGa4Properties } from "../providers/google/ga4-client";
import { listSearchConsoleSites } from "../providers/google/search-console-client";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { callGoogle } from "./call-google";
import { googleConfig } from "./google-config";
import { GoogleUnavailable } from "./google-unavailable";
import { loadGoogleConnection } from "./load-google-connection";

/** The property pickers: the account's Search Console sites and GA4 properties, with the ones that fit the site. */
export async function listGooglePropertyChoices(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  siteId: string,
): Promise<GooglePropertyChoices> {
  const site = await findOwnedSite(context.database, userId, siteId);
  const connection = await loadGoogleConnection(context, userId);
  if (!connection.configured) throw new GoogleUnavailable("not_configured");
  if (connection.status !== "connected") throw new GoogleUnavailable(connection.status);
  const endpoints = googleConfig(context.env)!.endpoints;
  const [searchConsole, analytics] = await Promise.all([
    connection.services.searchConsole
      ? callGoogle(context, userId, "searchConsole", (token) => listSearchConsoleSites(endpoints, token))
      : [],
    connection.services.analytics
      ? callGoogle(context, userId, "analytics", (token) => listGa4Properties(endpoints, token))
      : [],
  ]);
  const [selected] = await context.database.db
    .select()
    .from(siteGoogleProperties)
    .where(eq(siteGoogleProperties.siteId, site.id));
  return {
    searchConsole: searchConsole
      .map(
        (entry): SearchConsoleProperty => ({
          siteUrl: entry.siteUrl,
          permissionLevel: entry.permissionLevel,
          kind: entry.siteUrl.startsWith("sc-domain:") ? "domain" : "url-prefix",
        }),
      )
      .sort((a, b) => a.siteUrl.localeCompare(b.siteUrl)),
    suggestedSearchConsole: matchSearchConsoleProperty(site.url, searchConsole),
    analytics,
    suggestedAnalytics: matchGa4Property(site.url, analytics),
    selected: {
      searchConsoleSiteUrl: selected?.searchConsoleSiteUrl ?? null,
      ga4Property: selected?.ga4Property ?? null,
      ga4PropertyName: selected?.ga4PropertyName ?? null,
    },
  };
}
