import type { Competitor } from "@sitelens/shared";
import { AppError } from "../errors/app-error";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { competitorToApi } from "./competitor-to-api";
import { findOwnedCompetitor } from "./find-owned-competitor";
import { startCompetitorAnalysis } from "./start-competitor-analysis";

/** Re-analysis on demand (counted); one already running is not started twice. */
export async function reanalyzeCompetitor(
  context: ServerContext,
  userId: string,
  competitorId: string,
): Promise<Competitor> {
  const competitor = await findOwnedCompetitor(context.database, userId, competitorId);
  await requireFeatureAccess(context.database, userId);
  if (competitor.status === "analyzing") throw new AppError("analysis_in_progress");
  await startCompetitorAnalysis(context, competitor, { counted: true });
  return competitorToApi({ ...competitor, status: "analyzing", errorReason: null });
}
