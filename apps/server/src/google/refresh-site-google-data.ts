import { and, eq } from "drizzle-orm";
import { userLanguage } from "../analysis/user-language";
import { googleSiteData, siteGoogleProperties, sites } from "../db/schema";
import type { ServerContext } from "../server-context";
import { callGoogle } from "./call-google";
import { fetchGa4Snapshot } from "./fetch-ga4-snapshot";
import { fetchSearchConsoleSnapshot } from "./fetch-search-console-snapshot";
import { googleConfig } from "./google-config";
import type { SearchConsoleSnapshot } from "./google-snapshots";
import { GoogleUnavailable } from "./google-unavailable";

type Source = "search_console" | "ga4";

/**
 * Fetches both reports of a site into google_site_data. A known problem (expired, quota, no
 * permission) is recorded beside the last good data, which stays; anything else is rethrown so
 * the job is retried.
 */
export async function refreshSiteGoogleData(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  siteId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = context.database;
  const [row] = await db
    .select({ site: sites, properties: siteGoogleProperties })
    .from(siteGoogleProperties)
    .innerJoin(sites, eq(sites.id, siteGoogleProperties.siteId))
    .where(eq(siteGoogleProperties.siteId, siteId));
  const endpoints = googleConfig(context.env)?.endpoints;
  if (!row || !endpoints) return;
  const { site, properties } = row;
  const userId = site.userId;
  const cached = await db.select().from(googleSiteData).where(eq(googleSiteData.siteId, siteId));
  const store = async (source: Source, property: string, fetch: () => Promise<unknown>) => {
    const previous = cached.find((item) => item.source === source && item.property === property);
    // Given up by pg-boss: stop before the next report; its retry fetches both again.
    signal?.throwIfAborted();
    try {
      const data = await fetch();
      const values = {
        userId,
        property,
        data,
        problem: null,
        fetchedAt: new Date(),
        attemptedAt: new Date(),
      };
      await db
        .insert(googleSiteData)
        .values({ siteId, source, ...values })
        .onConflictDoUpdate({ target: [googleSiteData.siteId, googleSiteData.source], set: values });
    } catch (error) {
      if (!(error instanceof GoogleUnavailable)) throw error;
      const values = {
        userId,
        property,
        data: previous?.data ?? null,
        fetchedAt: previous?.fetchedAt ?? null,
        problem: error.problem,
        attemptedAt: new Date(),
      };
      await db
        .insert(googleSiteData)
        .values({ siteId, source, ...values })
        .onConflictDoUpdate({ target: [googleSiteData.siteId, googleSiteData.source], set: values });
    }
  };
  if (properties.searchConsoleSiteUrl) {
    const property = properties.searchConsoleSiteUrl;
    const language = await userLanguage(context.database, userId);
    const previous = cached.find((item) => item.source === "search_console" && item.property === property);
    await store("search_console", property, () =>
      callGoogle(context, userId, "searchConsole", (token) =>
        fetchSearchConsoleSnapshot(endpoints, token, {
          property,
          siteUrl: site.url,
          language,
          previous: (previous?.data as SearchConsoleSnapshot | null) ?? null,
        }),
      ),
    );
  } else
    await db
      .delete(googleSiteData)
      .where(and(eq(googleSiteData.siteId, siteId), eq(googleSiteData.source, "search_console")));
  if (properties.ga4Property) {
    const property = properties.ga4Property;
    await store("ga4", property, () =>
      callGoogle(context, userId, "analytics", (token) => fetchGa4Snapshot(endpoints, token, property)),
    );
  } else
    await db
      .delete(googleSiteData)
      .where(and(eq(googleSiteData.siteId, siteId), eq(googleSiteData.source, "ga4")));
}
