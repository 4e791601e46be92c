import type { CompetitorSuggestion } from "@sitelens/shared";
import type { Language } from "../../http/language";
import { createDataForSeoClient, dataForSeoConfig } from "../../providers/dataforseo/client";
import { fetchRankingCompetitors } from "../../providers/dataforseo/competitors-domain";
import { ProviderError } from "../../providers/provider-error";
import type { ServerContext } from "../../server-context";
import { consumeUsage, refundUsage } from "../../usage/consume-usage";
import { isGiantDomain } from "./giant-domains";

const MAX_SUGGESTIONS = 10;

/** Domains ranking for the same keywords (DataForSEO Labs competitors_domain); null when not configured. */
export async function suggestFromRankings(
  context: ServerContext,
  userId: string,
  siteDomain: string,
  language: Language,
  excluded: Set<string>,
): Promise<{ state: "used" | "failed"; suggestions: CompetitorSuggestion[] } | null> {
  const config = dataForSeoConfig(context.env);
  if (!config) return null;
  await consumeUsage(context.database, userId, "keyword_lookups");
  try {
    const ranked = await fetchRankingCompetitors(createDataForSeoClient(config), siteDomain, language);
    const suggestions: CompetitorSuggestion[] = [];
    for (const item of ranked) {
      const domain = item.domain.replace(/^www\./, "");
      if (excluded.has(domain) || isGiantDomain(domain) || suggestions.length >= MAX_SUGGESTIONS) continue;
      excluded.add(domain);
      suggestions.push({
        name: domain,
        url: `https://${domain}`,
        domain,
        source: "dataforseo",
        reason: null,
        sharedKeywords: item.intersections,
        avgPosition: item.avgPosition,
        language: null,
      });
    }
    return { state: "used", suggestions };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    context.logger.warn({ err: error.message, kind: error.kind }, "DataForSEO competitors_domain failed");
    await refundUsage(context.database, userId, "keyword_lookups");
    return { state: "failed", suggestions: [] };
  }
}
