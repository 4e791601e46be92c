import {
  classifyIntent,
  detectKeywordLanguage,
  difficultyBand,
  type KeywordSuggestion,
  type KeywordSuggestionsResponse,
  type keywordSuggestionsRequestSchema,
} from "@sitelens/shared";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { listSearchConsoleQueries } from "../google/list-search-console-queries";
import { requireFeatureAccess } from "../plans-limits/require-feature-access";
import { fetchAutocomplete, type SuggestEngine } from "../providers/suggest/autocomplete";
import { listTrackedKeywords } from "../rank-tracking/list-tracked-keywords";
import type { ServerContext } from "../server-context";
import { findOwnedSite } from "../sites/find-owned-site";
import { consumeUsage, refundUsage } from "../usage/consume-usage";
import { expandSeed } from "./expand-seed";
import { listSiteTopics } from "./list-site-topics";
import { loadKeywordData } from "./load-keyword-data";

const MAX_SUGGESTIONS = 300;
type Source = KeywordSuggestion["sources"][number];

/**
 * Keyword suggestions from free autocomplete (seed, seed + a–z, question words) on the chosen engines,
 * the site's own topics and Search Console queries, and the keyword data provider's ideas when one is
 * configured. Volume, CPC and difficulty come from that provider only, else stay null (unknown); intent
 * is the provider's label or the rule-based estimate. One keyword_lookup is counted, refunded if nothing answered.
 */
export async function suggestKeywords(
  context: Pick<ServerContext, "env" | "database" | "logger">,
  userId: string,
  request: z.output<typeof keywordSuggestionsRequestSchema>,
  signal?: AbortSignal,
): Promise<KeywordSuggestionsResponse> {
  const { database } = context;
  await requireFeatureAccess(database, userId);
  const site = await findOwnedSite(database, userId, request.siteId);
  await consumeUsage(database, userId, "keyword_lookups");
  const topics = await listSiteTopics(database, site.id, request.language);
  const seed =
    request.seed || topics[0] || new URL(site.url).hostname.replace(/^www\./, "").split(".")[0] || "";
  const found = new Map<string, { keyword: string; sources: Set<Source> }>();
  const add = (keyword: string, source: Source) => {
    const text = keyword.trim().replace(/\s+/g, " ");
    if (!text) return;
    const key = text.toLocaleLowerCase("tr");
    const entry = found.get(key) ?? { keyword: text, sources: new Set<Source>() };
    entry.sources.add(source);
    found.set(key, entry);
  };
  for (const topic of topics) add(topic, "site");
  // Queries the site already appears for, from the cached Search Console data (never a live call).
  const consoleQueries = await listSearchConsoleQueries(context, userId, site.id, { limit: 100 }).catch(
    () => [],
  );
  for (const row of consoleQueries) add(row.query, "search_console");
  const consolePositions = new Map(
    consoleQueries.map((row) => [row.query.toLocaleLowerCase("tr"), row.averagePosition]),
  );

  const failedSources = new Set<string>();
  const lookups = request.engines.flatMap((engine) => expandSeed(seed).map((query) => ({ engine, query })));
  const results = await Promise.allSettled(
    lookups.map(({ engine, query }) =>
      fetchAutocomplete(context.env, engine as SuggestEngine, query, {
        language: request.language,
        country: request.country,
        signal,
      }),
    ),
  );
  results.forEach((result, index) => {
    const engine = lookups[index]?.engine as SuggestEngine;
    if (result.status === "fulfilled") for (const keyword of result.value) add(keyword, engine);
    else failedSources.add(engine);
  });
  const keywordData = await loadKeywordData(
    context.env,
    seed,
    [...found.values()].slice(0, MAX_SUGGESTIONS).map((entry) => entry.keyword),
    { country: request.country, language: request.language, ideas: 100, signal },
  );
  for (const idea of keywordData.ideas) add(idea.keyword, "provider");
  if (keywordData.failed) failedSources.add("dataforseo");
  const answered = results.some((result) => result.status === "fulfilled") || keywordData.ideas.length > 0;
  if (!answered && found.size === 0) {
    await refundUsage(database, userId, "keyword_lookups");
    throw new AppError("keyword_suggestions_failed");
  }
  // An engine counts as failed only when none of its lookups answered.
  for (const engine of [...failedSources])
    if (results.some((result, index) => result.status === "fulfilled" && lookups[index]?.engine === engine))
      failedSources.delete(engine);

  const positions = new Map(
    (await listTrackedKeywords(database, userId, site.id)).map((tracked) => [
      tracked.keyword.toLocaleLowerCase("tr"),
      tracked.latest?.status === "found" ? tracked.latest.position : null,
    ]),
  );
  const suggestions = [...found.values()].slice(0, MAX_SUGGESTIONS).map(({ keyword, sources }) => {
    const language = detectKeywordLanguage(keyword, request.language);
    const metrics = keywordData.metrics.get(keyword.toLocaleLowerCase(request.language));
    const difficultyScore = metrics?.difficulty == null ? null : Math.round(metrics.difficulty);
    return {
      keyword,
      sources: [...sources],
      language,
      intent: metrics?.intent ?? classifyIntent(keyword, language),
      intentEstimated: !metrics?.intent,
      searchVolume: metrics?.searchVolume ?? null,
      trend: metrics?.trend ?? null,
      cpc: metrics?.cpc ?? null,
      difficultyScore,
      difficulty: difficultyBand(difficultyScore),
      sitePosition: positions.get(keyword.toLocaleLowerCase("tr")) ?? null,
      searchConsolePosition: consolePositions.get(keyword.toLocaleLowerCase("tr")) ?? null,
    };
  });
  return {
    seed,
    suggestions,
    keywordDataSource: keywordData.source,
    failedSources: [...failedSources],
  };
}
