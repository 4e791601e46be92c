import { matchGa4Property, matchSearchConsoleProperty } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { siteGoogleProperties, sites } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { listGa4Properties } from "../providers/google/ga4-client";
import { listSearchConsoleSites } from "../providers/google/search-console-client";
import type { ServerContext } from "../server-context";
import { callGoogle } from "./call-google";
import { googleConfig } from "./google-config";
import { loadGoogleConnection } from "./load-google-connection";
import { refreshGoogleDataJob } from "./refresh-google-data-job";

/**
 * Right after connecting (or granting one more service): each of the user's sites gets the
 * Search Console property (and the GA4 property, when exactly one names the domain) that fits
 * it where none is chosen yet, and a refresh. The user can change either in the picker.
 */
export async function autoMatchGoogleProperties(
  context: Pick<ServerContext, "database" | "env" | "logger" | "boss">,
  userId: string,
): Promise<void> {
  const connection = await loadGoogleConnection(context, userId);
  const endpoints = googleConfig(context.env)?.endpoints;
  if (!endpoints || connection.status !== "connected") return;
  const { db } = context.database;
  const owned = await db.select({ id: sites.id, url: sites.url }).from(sites).where(eq(sites.userId, userId));
  const chosen = new Map(
    (await db.select().from(siteGoogleProperties).where(eq(siteGoogleProperties.userId, userId))).map(
      (row) => [row.siteId, row],
    ),
  );
  const needsSearchConsole = owned.some((site) => !chosen.get(site.id)?.searchConsoleSiteUrl);
  const needsAnalytics = owned.some((site) => !chosen.get(site.id)?.ga4Property);
  const searchConsole =
    connection.services.searchConsole && needsSearchConsole
      ? await callGoogle(context, userId, "searchConsole", (token) =>
          listSearchConsoleSites(endpoints, token),
        )
      : [];
  const analytics =
    connection.services.analytics && needsAnalytics
      ? await callGoogle(context, userId, "analytics", (token) => listGa4Properties(endpoints, token))
      : [];
  for (const site of owned) {
    const current = chosen.get(site.id);
    const searchConsoleSiteUrl =
      current?.searchConsoleSiteUrl ?? matchSearchConsoleProperty(site.url, searchConsole);
    const ga4Property = current?.ga4Property ?? matchGa4Property(site.url, analytics);
    if (
      searchConsoleSiteUrl === (current?.searchConsoleSiteUrl ?? null) &&
      ga4Property === (current?.ga4Property ?? null)
    )
      continue;
    const ga4PropertyName =
      current?.ga4PropertyName ??
      analytics.find((entry) => entry.property === ga4Property)?.displayName ??
      null;
    const values = { searchConsoleSiteUrl, ga4Property, ga4PropertyName, updatedAt: new Date() };
    await db
      .insert(siteGoogleProperties)
      .values({ siteId: site.id, userId, ...values })
      .onConflictDoUpdate({ target: siteGoogleProperties.siteId, set: values });
    await enqueueJob(context.boss, refreshGoogleDataJob, { siteId: site.id }, { singletonKey: site.id });
  }
}
