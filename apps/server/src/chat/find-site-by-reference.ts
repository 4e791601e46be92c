import { eq } from "drizzle-orm";
import { getDomain } from "tldts";
import type { Database } from "../db/database";
import { sites } from "../db/schema";
import type { SiteRow } from "../sites/site-to-api";

const hostOf = (value: string) => {
  try {
    return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).hostname.replace(/^www\./, "");
  } catch {
    return value.toLowerCase();
  }
};

/**
 * One of the user's own sites named by id, domain or URL (the model says "kahvedukkani.com", not an
 * id). Only the user's rows are searched, so another user's site can never be found.
 */
export async function findSiteByReference(
  database: Database,
  userId: string,
  reference: string,
): Promise<SiteRow | null> {
  const owned = await database.db.select().from(sites).where(eq(sites.userId, userId));
  const wanted = reference.trim().toLowerCase();
  const byId = owned.find((site) => site.id === reference.trim());
  if (byId) return byId;
  const host = hostOf(wanted);
  return (
    owned.find((site) => hostOf(site.url) === host) ??
    owned.find((site) => site.name.toLowerCase() === wanted) ??
    owned.find((site) => getDomain(site.url) !== null && getDomain(site.url) === getDomain(host)) ??
    null
  );
}
