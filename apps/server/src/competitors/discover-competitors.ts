import { readSiteIdentity, topicTerms } from "@sitelens/engine";
import { type CompetitorDiscovery, type CompetitorSuggestion, registrableDomain } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { activeAiProvider } from "../ai/ai-providers";
import { createEnvFetcher } from "../analysis/create-env-fetcher";
import { competitors } from "../db/schema";
import type { Language } from "../http/language";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { askAiForCompetitors } from "./discovery/ask-ai-for-competitors";
import { checkAiCompetitor } from "./discovery/check-ai-competitor";
import { suggestFromRankings } from "./discovery/suggest-from-rankings";

const MAX_TOPICS = 20;

/**
 * Competitor suggestions for a site from two sources, each labelled: domains that rank for the
 * same keywords (DataForSEO Labs, when configured) and an AI model given the site's own
 * description and topics, whose answers are checked before they are shown. Each source used
 * counts one action (keyword look-up, AI generation), given back when the source fails.
 */
export async function discoverCompetitors(
  context: ServerContext,
  userId: string,
  siteId: string,
  requestLanguage: Language,
): Promise<CompetitorDiscovery> {
  const { database } = context;
  const site = await findOwnedSite(database, userId, siteId);
  await requireFeatureAccess(database, userId);
  const siteDomain = registrableDomain(site.url);
  const known = await database.db
    .select({ domain: competitors.domain })
    .from(competitors)
    .where(eq(competitors.siteId, site.id));
  const excluded = new Set([siteDomain, ...known.map((row) => row.domain)]);
  const result: CompetitorDiscovery = {
    suggestions: [],
    sources: { ai: "unavailable", dataforseo: "unavailable" },
    rejected: 0,
  };
  const fetcher = createEnvFetcher(context.env);
  try {
    const identity = await readSiteIdentity(fetcher, site.url);
    const language: Language =
      identity.language === "en" || identity.language === "tr" ? identity.language : requestLanguage;
    const ranked = await suggestFromRankings(context, userId, siteDomain, language, excluded);
    if (ranked) {
      result.sources.dataforseo = ranked.state;
      result.suggestions.push(...ranked.suggestions);
    }
    const provider = activeAiProvider(context.env);
    if (provider) {
      await consumeUsage(database, userId, "ai_generations");
      try {
        const topics = (site.analysisData?.content?.topics ?? [])
          .slice(0, MAX_TOPICS)
          .map((topic) => topic.term);
        const answers = await askAiForCompetitors(provider, {
          name: site.name,
          url: site.url,
          language,
          title: identity.title,
          description: identity.description,
          topics,
        });
        const fieldWords = new Set(
          [...topics, ...topicTerms(`${identity.title ?? ""}\n${identity.description ?? ""}`)].flatMap(
            (term) => term.split(" "),
          ),
        );
        const checked = await Promise.all(
          answers.map((answer) => checkAiCompetitor(answer, { fetcher, excluded, language, fieldWords })),
        );
        const accepted = checked.filter((item): item is CompetitorSuggestion => item !== null);
        result.rejected = answers.length - accepted.length;
        result.suggestions.push(...accepted);
        result.sources.ai = "used";
      } catch (error) {
        context.logger.warn(
          { err: (error as Error).message, provider: provider.id },
          "AI competitor discovery failed",
        );
        await refundUsage(database, userId, "ai_generations");
        result.sources.ai = "failed";
      }
    }
  } finally {
    await fetcher.close();
  }
  return result;
}
