import type { Localized } from "@sitelens/shared";
import { and, eq } from "drizzle-orm";
import { sites } from "../db/schema";
import { publishEvent } from "../events/publish-event";
import { createNotification } from "../notifications/create-notification";
import type { ServerContext } from "../server-context";

/**
 * Puts an analysing site into error with a reason, tells the user, and says whether it did. With
 * an `attemptId`, only while that attempt is still the site's current one.
 */
export async function markAnalysisFailed(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  site: { id: string; userId: string; name: string; attemptId?: string },
  reason: Localized,
): Promise<boolean> {
  const { database } = context;
  const updated = await database.db
    .update(sites)
    .set({
      status: "error",
      errorReason: reason,
      progress: null,
      analysisJobId: null,
      analysisAttemptId: null,
    })
    .where(
      and(
        eq(sites.id, site.id),
        eq(sites.status, "analyzing"),
        ...(site.attemptId ? [eq(sites.analysisAttemptId, site.attemptId)] : []),
      ),
    )
    .returning({ id: sites.id });
  if (updated.length === 0) return false;
  await publishEvent(database, {
    userId: site.userId,
    type: "site.updated",
    data: { id: site.id, status: "error" },
  });
  await createNotification(context, site.userId, {
    key: "analysis_failed",
    params: { site: site.name, reason },
    type: "error",
    actionUrl: `/app/sites/${site.id}`,
    metadata: { siteId: site.id },
  });
  return true;
}
