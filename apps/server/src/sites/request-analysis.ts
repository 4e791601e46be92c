import { type AnalyzeSiteResponse, siteScoresSchema } from "@sitelens/shared";
import { publishEvent } from "../events/publish-event";
import type { ServerContext } from "../server-context";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { consumeAnalysisAllowance } from "./consume-analysis-allowance";
import { enqueueSiteAnalysis } from "./enqueue-site-analysis";
import { findOwnedSite } from "./find-owned-site";
import { markSiteAnalyzing } from "./mark-site-analyzing";
import { siteToApi } from "./site-to-api";

/**
 * Spec §7 analyze-site: a completed analysis younger than ANALYSIS_CACHE_SECONDS is reused
 * (cached: true) unless forced; otherwise the site goes back to `analyzing` (scores kept, so the
 * old overall score can become previous_score) and a job is queued.
 */
export async function requestAnalysis(
  context: Pick<ServerContext, "database" | "env" | "boss">,
  userId: string,
  siteId: string,
  force: boolean,
): Promise<AnalyzeSiteResponse> {
  const { database } = context;
  const site = await findOwnedSite(database, userId, siteId);
  if (site.status === "analyzing") return { cached: false, analysis: null, site: siteToApi(site) };
  const fresh =
    site.status === "completed" &&
    site.lastAnalyzed !== null &&
    Date.now() - site.lastAnalyzed.getTime() < context.env.ANALYSIS_CACHE_SECONDS * 1000;
  if (fresh && !force) {
    // zod drops every other column of the row: exactly the analyze-site response scores.
    const analysis = siteScoresSchema.parse(site);
    return { cached: true, analysis, site: siteToApi(site) };
  }
  await consumeAnalysisAllowance(context, userId);
  await consumeUsage(database, userId, "analyses");
  const updated = await markSiteAnalyzing(database, site.id);
  if (!updated) {
    // Another request started the analysis first: this one runs nothing.
    await refundUsage(database, userId, "analyses");
    return { cached: false, analysis: null, site: siteToApi(await findOwnedSite(database, userId, siteId)) };
  }
  await enqueueSiteAnalysis(context, updated);
  await publishEvent(database, { userId, type: "site.updated", data: { id: site.id, status: "analyzing" } });
  return { cached: false, analysis: null, site: siteToApi(updated) };
}
