import { randomUUID } from "node:crypto";
import { type ImportBacklinksResponse, MAX_KNOWN_BACKLINKS, parseKnownLinks } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { knownBacklinks } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage } from "../usage/consume-usage";
import { verifyBacklinksJob } from "./verify-backlinks-job";

/**
 * Adds the source pages found in pasted text or a Search Console CSV to a site's known links and
 * queues their first check. One import counts one backlink check, and only when it adds a link.
 */
export async function importKnownBacklinks(
  context: ServerContext,
  userId: string,
  siteId: string,
  text: string,
): Promise<ImportBacklinksResponse> {
  const { db } = context.database;
  const site = await findOwnedSite(context.database, userId, siteId);
  await requireFeatureAccess(context.database, userId);
  const { urls, ignored } = parseKnownLinks(text, site.url);
  const known = new Set(
    (
      await db
        .select({ sourceUrl: knownBacklinks.sourceUrl })
        .from(knownBacklinks)
        .where(eq(knownBacklinks.siteId, site.id))
    ).map((row) => row.sourceUrl),
  );
  const fresh = urls.filter((url) => !known.has(url));
  const toAdd = fresh.slice(0, Math.max(0, MAX_KNOWN_BACKLINKS - known.size));
  if (toAdd.length > 0) {
    await consumeUsage(context.database, userId, "backlink_checks");
    await db
      .insert(knownBacklinks)
      .values(toAdd.map((sourceUrl) => ({ id: randomUUID(), userId, siteId: site.id, sourceUrl })))
      .onConflictDoNothing();
    await enqueueJob(context.boss, verifyBacklinksJob, { siteId: site.id, userId, onlyPending: true });
  }
  return {
    added: toAdd.length,
    alreadyKnown: urls.length - fresh.length,
    ignored,
    overLimit: fresh.length - toAdd.length,
  };
}
