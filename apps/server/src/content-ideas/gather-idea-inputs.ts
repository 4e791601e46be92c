import type { ContentIdeasRun, SearchConsoleQuery } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import { sitePages } from "../db/schema";
import { listSearchConsoleQueries } from "../google/list-search-console-queries";
import { questionQueries } from "../keywords/expand-seed";
import { listSiteTopics } from "../keywords/list-site-topics";
import { type KeywordData, loadKeywordData } from "../keywords/load-keyword-data";
import { activeSerpProvider } from "../providers/serp/active-serp-provider";
import { fetchAutocomplete } from "../providers/suggest/autocomplete";
import type { ServerContext } from "../server-context";
import { isQuestion } from "./idea-metrics";

export interface IdeaInputs {
  seed: string;
  topics: string[];
  /** The site's page titles, lower-cased: what the site already covers. */
  pageTitles: string[];
  /** Autocomplete answers for the seed and its question expansions. */
  suggestions: string[];
  questions: { text: string; source: "question" | "people_also_ask" }[];
  console: SearchConsoleQuery[];
  keywordData: KeywordData;
  sources: Omit<ContentIdeasRun["sources"], "ai">;
}

type Site = { id: string; url: string };
type Request = { seed: string; language: "tr" | "en"; country: string };

/**
 * Everything real the site's ideas can be built from: its analysed pages and topics, Search Console
 * queries (cached), Google autocomplete for the seed and its question words, People Also Ask from the
 * SERP provider and the keyword data provider's ideas and metrics when they are configured.
 */
export async function gatherIdeaInputs(
  context: Pick<ServerContext, "env" | "database">,
  userId: string,
  site: Site,
  request: Request,
  signal?: AbortSignal,
): Promise<IdeaInputs> {
  const { env, database } = context;
  const { language, country } = request;
  const topics = await listSiteTopics(database, site.id, language);
  const pages = await database.db
    .select({ title: sitePages.title, metaTitle: sitePages.metaTitle })
    .from(sitePages)
    .where(eq(sitePages.siteId, site.id));
  const seed =
    request.seed || topics[0] || new URL(site.url).hostname.replace(/^www\./, "").split(".")[0] || "";
  const console = await listSearchConsoleQueries(context, userId, site.id, { limit: 200 }).catch(() => null);

  const lookups = await Promise.allSettled(
    [seed, ...questionQueries(seed)].map((query) =>
      fetchAutocomplete(env, "google", query, { language, country, signal }),
    ),
  );
  const suggestions = [
    ...new Set(lookups.flatMap((result) => (result.status === "fulfilled" ? result.value : []))),
  ].filter((keyword) => keyword.toLocaleLowerCase(language) !== seed.toLocaleLowerCase(language));

  const serp = activeSerpProvider(env);
  const peopleAlsoAsk = serp
    ? await serp
        .search(
          { keyword: seed, engine: "google", country, language, device: "desktop", depth: 10 },
          { signal },
        )
        .then((result) => result.questions)
        .catch(() => null)
    : [];
  const questions = [
    ...(peopleAlsoAsk ?? []).map((text) => ({ text, source: "people_also_ask" as const })),
    ...suggestions.filter(isQuestion).map((text) => ({ text, source: "question" as const })),
    ...(console ?? [])
      .filter((row) => isQuestion(row.query))
      .map((row) => ({ text: row.query, source: "question" as const })),
  ];
  const keywordData = await loadKeywordData(
    env,
    seed,
    [seed, ...suggestions, ...(console ?? []).slice(0, 50).map((row) => row.query)],
    { country, language, ideas: 50, signal },
  );
  return {
    seed,
    topics,
    pageTitles: pages.map((page) =>
      `${page.title ?? ""} ${page.metaTitle ?? ""}`.toLocaleLowerCase(language),
    ),
    suggestions,
    questions,
    console: console ?? [],
    keywordData,
    sources: {
      siteTopics: pages.length > 0 ? "used" : "empty",
      searchConsole: console === null ? "failed" : console.length > 0 ? "used" : "empty",
      autocomplete: lookups.some((result) => result.status === "fulfilled") ? "used" : "failed",
      serp: !serp ? "not_configured" : peopleAlsoAsk === null ? "failed" : "used",
      keywordData: keywordData.failed ? "failed" : keywordData.source ? "used" : "not_configured",
    },
  };
}
