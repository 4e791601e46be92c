import { and, count, eq } from "drizzle-orm";
import { knownBacklinks } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage } from "../usage/consume-usage";
import { verifyBacklinksJob } from "./verify-backlinks-job";

/** "Check all now": one counted backlink check re-reads every known source page of the site. */
export async function requestBacklinkVerification(
  context: ServerContext,
  userId: string,
  siteId: string,
): Promise<{ queued: number }> {
  const site = await findOwnedSite(context.database, userId, siteId);
  await requireFeatureAccess(context.database, userId);
  const [row] = await context.database.db
    .select({ links: count() })
    .from(knownBacklinks)
    .where(and(eq(knownBacklinks.siteId, site.id), eq(knownBacklinks.userId, userId)));
  const links = row?.links ?? 0;
  if (links === 0) return { queued: 0 };
  await consumeUsage(context.database, userId, "backlink_checks");
  await enqueueJob(context.boss, verifyBacklinksJob, { siteId: site.id, userId, onlyPending: false });
  return { queued: links };
}
