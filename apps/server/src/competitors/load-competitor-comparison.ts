import type { CompetitorComparison } from "@sitelens/shared";
import { dataForSeoConfig } from "../providers/dataforseo/client";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { compareScans } from "./compare-scans";
import { competitorToApi } from "./competitor-to-api";
import { findOwnedCompetitor } from "./find-owned-competitor";

/** The comparison once both sides have a result; `ready: false` with empty parts until then. */
export async function loadCompetitorComparison(
  { database, env }: Pick<ServerContext, "database" | "env">,
  userId: string,
  competitorId: string,
): Promise<CompetitorComparison> {
  const competitor = await findOwnedCompetitor(database, userId, competitorId);
  const site = await findOwnedSite(database, userId, competitor.siteId);
  const base = {
    site: {
      id: site.id,
      name: site.name,
      url: site.url,
      pagesCrawled: site.analysisData?.crawl.pagesCrawled ?? null,
      analyzedAt: site.lastAnalyzed?.toISOString() ?? null,
    },
    competitor: competitorToApi(competitor),
    sharedKeywords: competitor.sharedKeywords ?? null,
    keywordProvider: dataForSeoConfig(env) !== null,
  };
  if (!site.analysisData || !competitor.analysisData)
    return { ...base, ready: false, scores: null, audits: [], content: null };
  return { ...base, ready: true, ...compareScans(site.analysisData, competitor.analysisData) };
}
