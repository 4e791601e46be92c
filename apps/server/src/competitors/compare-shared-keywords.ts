import type { CompetitorSharedKeywords } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { competitors } from "../db/schema";
import { AppError } from "../errors/app-error";
import { createDataForSeoClient, dataForSeoConfig } from "../providers/dataforseo/client";
import { fetchSharedKeywords } from "../providers/dataforseo/domain-intersection";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { withRefundedUsage } from "../usage/with-refunded-usage";
import { siteLanguage } from "../visibility/default-visibility-prompts";
import { findOwnedCompetitor } from "./find-owned-competitor";

const bareDomain = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/**
 * Keywords the site and the competitor both rank for, with both Google positions, from DataForSEO
 * Labs (one keyword look-up). Stored on the competitor so the comparison shows them without asking
 * the provider again on every view.
 */
export async function compareSharedKeywords(
  context: Pick<ServerContext, "database" | "env" | "logger">,
  userId: string,
  competitorId: string,
): Promise<CompetitorSharedKeywords> {
  const competitor = await findOwnedCompetitor(context.database, userId, competitorId);
  const site = await findOwnedSite(context.database, userId, competitor.siteId);
  const config = dataForSeoConfig(context.env);
  if (!config) throw new AppError("keyword_provider_missing");
  return withRefundedUsage(
    context,
    { userId, kind: "keyword_lookups" },
    async () => {
      const { total, keywords } = await fetchSharedKeywords(
        createDataForSeoClient(config),
        bareDomain(site.url),
        bareDomain(competitor.url),
        siteLanguage(site),
      );
      const shared: CompetitorSharedKeywords = {
        fetchedAt: new Date().toISOString(),
        total,
        keywords: keywords.map((row) => ({
          keyword: row.keyword,
          searchVolume: row.searchVolume,
          sitePosition: row.firstPosition,
          siteUrl: row.firstUrl,
          competitorPosition: row.secondPosition,
          competitorUrl: row.secondUrl,
        })),
      };
      await context.database.db
        .update(competitors)
        .set({ sharedKeywords: shared })
        .where(eq(competitors.id, competitor.id));
      return shared;
    },
    () => {
      throw new AppError("keyword_data_failed");
    },
  );
}
