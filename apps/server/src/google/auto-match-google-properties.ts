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
 * Right after connecting: each of the user's sites without chosen properties gets the Search
 * Console property (and the GA4 property, when exactly one names the domain) that fits it, and
 * its first refresh. The user can change either in the picker.
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
  const chosen = new Set(
    (
      await db
        .select({ siteId: siteGoogleProperties.siteId })
        .from(siteGoogleProperties)
        .where(eq(siteGoogleProperties.userId, userId))
    ).map((row) => row.siteId),
  );
  const open = owned.filter((site) => !chosen.has(site.id));
  if (open.length === 0) return;
  const searchConsole = connection.services.searchConsole
    ? await callGoogle(context, userId, "searchConsole", (token) => listSearchConsoleSites(endpoints, token))
    : [];
  const analytics = connection.services.analytics
    ? await callGoogle(context, userId, "analytics", (token) => listGa4Properties(endpoints, token))
    : [];
  for (const site of open) {
    const searchConsoleSiteUrl = matchSearchConsoleProperty(site.url, searchConsole);
    const ga4Property = matchGa4Property(site.url, analytics);
    if (!searchConsoleSiteUrl && !ga4Property) continue;
    const ga4PropertyName = analytics.find((entry) => entry.property === ga4Property)?.displayName ?? null;
    await db
      .insert(siteGoogleProperties)
      .values({ siteId: site.id, userId, searchConsoleSiteUrl, ga4Property, ga4PropertyName })
      .onConflictDoNothing();
    await enqueueJob(context.boss, refreshGoogleDataJob, { siteId: site.id }, { singletonKey: site.id });
  }
}
