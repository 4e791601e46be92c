import { eq } from "drizzle-orm";
import { sites } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";
import type { ServerContext } from "../server-context";
import { enqueueSiteAnalysis } from "../sites/enqueue-site-analysis";
import { markSiteAnalyzing } from "../sites/mark-site-analyzing";
import { consumeUsage, refundUsage } from "../usage/consume-usage";

/**
 * One claimed monitoring slot, run as an ordinary analysis (same job, progress and history). It
 * counts against the plan's analysis quota like a button press; a site already analysing is left
 * alone. Returns why nothing ran, or null.
 */
export async function startScheduledAnalysis(
  context: Pick<ServerContext, "database" | "boss">,
  target: { siteId: string; userId: string },
  slot: Date,
): Promise<"over_quota" | "busy" | null> {
  const { database } = context;
  const [site] = await database.db
    .select({ status: sites.status })
    .from(sites)
    .where(eq(sites.id, target.siteId));
  if (!site || site.status === "analyzing") return "busy";
  try {
    await consumeUsage(database, target.userId, "analyses");
  } catch (error) {
    if (error instanceof AppError && error.code === "quota_exceeded") return "over_quota";
    throw error;
  }
  const updated = await markSiteAnalyzing(database, target.siteId);
  if (!updated) {
    await refundUsage(database, target.userId, "analyses");
    return "busy";
  }
  await enqueueSiteAnalysis(context, updated, { slot });
  await publishEvent(database, {
    userId: target.userId,
    type: "site.updated",
    data: { id: target.siteId, status: "analyzing" },
  });
  return null;
}
