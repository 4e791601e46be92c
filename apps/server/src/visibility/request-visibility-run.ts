import { AppError } from "../errors/app-error";
import { enqueueJob } from "../jobs/enqueue-job";
import { configuredAiEngines } from "../providers/ai-engines/configured-ai-engines";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { getVisibilitySetup } from "./get-visibility-setup";
import { measureVisibilityJob } from "./measure-visibility-job";

/** "Measure now": counted against the plan's quota before the job is queued. */
export async function requestVisibilityRun(
  context: Pick<ServerContext, "database" | "env" | "boss">,
  userId: string,
  siteId: string,
): Promise<void> {
  const site = await findOwnedSite(context.database, userId, siteId);
  if (configuredAiEngines(context.env).length === 0) throw new AppError("visibility_not_configured");
  await getVisibilitySetup(context.database, userId, site.id);
  await consumeUsage(context.database, userId, "ai_visibility_runs");
  let jobId: string | null = null;
  try {
    jobId = await enqueueJob(
      context.boss,
      measureVisibilityJob,
      { userId, siteId: site.id },
      { singletonKey: `visibility:${site.id}` },
    );
  } finally {
    // null: a measurement of this site is already queued, so this request costs nothing.
    if (!jobId) await refundUsage(context.database, userId, "ai_visibility_runs");
  }
}
