import type { CompetitorSuggestion } from "@sitelens/shared";
import type { Language } from "../../http/language";
import { createDataForSeoClient, dataForSeoConfig } from "../../providers/dataforseo/client";
import { fetchRankingCompetitors } from "../../providers/dataforseo/competitors-domain";
import type { ServerContext } from "../../server-context";
import { withRefundedUsage } from "../../usage/with-refunded-usage";
import { isGiantDomain } from "./giant-domains";

const MAX_SUGGESTIONS = 10;

type RankingSuggestions = { state: "used" | "failed"; suggestions: CompetitorSuggestion[] };

/** Domains ranking for the same keywords (DataForSEO Labs competitors_domain); null when not configured. */
export async function suggestFromRankings(
  context: ServerContext,
  userId: string,
  siteDomain: string,
  language: Language,
  excluded: Set<string>,
): Promise<RankingSuggestions | null> {
  const config = dataForSeoConfig(context.env);
  if (!config) return null;
  return withRefundedUsage<RankingSuggestions>(
    context,
    { userId, kind: "keyword_lookups" },
    async () => {
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
    },
    () => ({ state: "failed", suggestions: [] }),
  );
}
