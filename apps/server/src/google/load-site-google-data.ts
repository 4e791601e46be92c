import { and, eq } from "drizzle-orm";
import { googleSiteData, siteGoogleProperties } from "../db/schema";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { googleConfig } from "./google-config";
import type { GoogleProblem } from "./google-unavailable";
import { loadGoogleConnection } from "./load-google-connection";

/**
 * A panel's stored report for one of the user's sites, or the reason there is none. Reads the
 * cache only: Google is never called on a page view.
 */
export async function loadSiteGoogleData<Snapshot>(
  context: Pick<ServerContext, "database" | "env">,
  userId: string,
  siteId: string,
  source: "search_console" | "ga4",
): Promise<{
  problem: GoogleProblem | null;
  property: string | null;
  propertyName: string | null;
  fetchedAt: Date | null;
  snapshot: Snapshot | null;
  lastAttempt: { attemptedAt: string; nextAttemptAt: string | null } | null;
}> {
  const site = await findOwnedSite(context.database, userId, siteId);
  const none = { property: null, propertyName: null, fetchedAt: null, snapshot: null, lastAttempt: null };
  if (!googleConfig(context.env)) return { problem: "not_configured", ...none };
  const connection = await loadGoogleConnection(context, userId);
  if (connection.status === "not_connected") return { problem: "not_connected", ...none };
  const service = source === "search_console" ? "searchConsole" : "analytics";
  const { db } = context.database;
  const [properties] = await db
    .select()
    .from(siteGoogleProperties)
    .where(eq(siteGoogleProperties.siteId, site.id));
  const property = source === "search_console" ? properties?.searchConsoleSiteUrl : properties?.ga4Property;
  const propertyName = source === "ga4" ? (properties?.ga4PropertyName ?? null) : (property ?? null);
  const [row] = property
    ? await db
        .select()
        .from(googleSiteData)
        .where(and(eq(googleSiteData.siteId, site.id), eq(googleSiteData.source, source)))
    : [];
  const stored = row && row.property === property ? row : undefined;
  const problem: GoogleProblem | null =
    connection.status === "expired"
      ? "expired"
      : !connection.services[service]
        ? "scope_missing"
        : !property
          ? "no_property"
          : ((stored?.problem as GoogleProblem | null) ?? null);
  return {
    problem,
    property: property ?? null,
    propertyName,
    fetchedAt: stored?.fetchedAt ?? null,
    snapshot: (stored?.data as Snapshot | null) ?? null,
    // The stored row's problem is the one shown: then say when it was and when Google is asked again.
    lastAttempt:
      stored?.problem && problem === stored.problem
        ? {
            attemptedAt: stored.attemptedAt.toISOString(),
            nextAttemptAt: stored.nextAttemptAt?.toISOString() ?? null,
          }
        : null,
  };
}
