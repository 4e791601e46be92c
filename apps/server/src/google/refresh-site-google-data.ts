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
 * Fetches both reports of a site into google_site_data, each on its own (one failing never keeps
 * the other from its data). A problem is recorded beside the last good data, which stays: a known
 * one (expired, quota, no permission), or `failed` with about when the job tries again, the
 * error then rethrown so the job is retried.
 */
export async function refreshSiteGoogleData(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  siteId: string,
  retry: { attempt: number; limit: number; delaySeconds: number } = { attempt: 0, limit: 0, delaySeconds: 0 },
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
  let failure: unknown = null;
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
        nextAttemptAt: null,
      };
      await db
        .insert(googleSiteData)
        .values({ siteId, source, ...values })
        .onConflictDoUpdate({ target: [googleSiteData.siteId, googleSiteData.source], set: values });
    } catch (error) {
      const known = error instanceof GoogleUnavailable;
      if (!known) {
        failure ??= error;
        context.logger.warn({ siteId, source, error: String(error) }, "google refresh failed");
      }
      // pg-boss's backoff doubles the delay each retry; after the last one, the daily refresh.
      const retried = !known && retry.attempt < retry.limit;
      const values = {
        userId,
        property,
        data: previous?.data ?? null,
        fetchedAt: previous?.fetchedAt ?? null,
        problem: known ? error.problem : "failed",
        attemptedAt: new Date(),
        nextAttemptAt: retried ? new Date(Date.now() + retry.delaySeconds * 1000 * 2 ** retry.attempt) : null,
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
  if (failure) throw failure;
}
