import type { SaveGoogleProperties, SiteGoogleProperties } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { googleSiteData, siteGoogleProperties } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage } from "../usage/consume-usage";
import { refreshGoogleDataJob } from "./refresh-google-data-job";

/**
 * Stores the chosen properties, drops reports of a property no longer chosen, and fetches fresh data
 * now: that on-demand fetch (several Google API calls, URL Inspection within its daily quota) counts
 * one `google_refreshes`; the daily refresh does not.
 */
export async function saveSiteGoogleProperties(
  context: Pick<ServerContext, "database" | "boss">,
  userId: string,
  siteId: string,
  input: SaveGoogleProperties,
): Promise<SiteGoogleProperties> {
  const site = await findOwnedSite(context.database, userId, siteId);
  await consumeUsage(context.database, userId, "google_refreshes");
  const values = {
    searchConsoleSiteUrl: input.searchConsoleSiteUrl,
    ga4Property: input.ga4Property,
    ga4PropertyName: input.ga4Property ? (input.ga4PropertyName ?? null) : null,
    updatedAt: new Date(),
  };
  const { db } = context.database;
  await db
    .insert(siteGoogleProperties)
    .values({ siteId: site.id, userId, ...values })
    .onConflictDoUpdate({ target: siteGoogleProperties.siteId, set: values });
  const cached = await db.select().from(googleSiteData).where(eq(googleSiteData.siteId, site.id));
  for (const row of cached) {
    const chosen = row.source === "search_console" ? values.searchConsoleSiteUrl : values.ga4Property;
    if (row.property !== chosen)
      await db
        .delete(googleSiteData)
        .where(and(eq(googleSiteData.siteId, site.id), eq(googleSiteData.source, row.source)));
  }
  await enqueueJob(context.boss, refreshGoogleDataJob, { siteId: site.id }, { singletonKey: site.id });
  return {
    searchConsoleSiteUrl: values.searchConsoleSiteUrl,
    ga4Property: values.ga4Property,
    ga4PropertyName: values.ga4PropertyName,
  };
}
