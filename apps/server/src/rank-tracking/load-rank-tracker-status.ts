import type { RankTrackerStatus } from "@sitelens/shared";
import { count, eq } from "drizzle-orm";
import { trackedKeywords } from "../db/schema";
import { activeSerpProvider } from "../providers/serp/active-serp-provider";
import type { ServerContext } from "../server-context";
import { loadPlanQuotas } from "../usage/load-plan-quotas";

/** What the rank checker can do for this user: the data source (or none), capacity and frequency. */
export async function loadRankTrackerStatus(
  context: Pick<ServerContext, "env" | "database">,
  userId: string,
): Promise<RankTrackerStatus> {
  const provider = activeSerpProvider(context.env);
  const quotas = await loadPlanQuotas(context.database, userId);
  const [used] = await context.database.db
    .select({ value: count() })
    .from(trackedKeywords)
    .where(eq(trackedKeywords.userId, userId));
  return {
    provider: provider?.id ?? null,
    engines: provider ? [...provider.engines] : [],
    trackedKeywordsLimit: quotas.capacity.trackedKeywords,
    trackedKeywordsUsed: used?.value ?? 0,
    monitoringFrequency: quotas.capacity.monitoringFrequency,
  };
}
