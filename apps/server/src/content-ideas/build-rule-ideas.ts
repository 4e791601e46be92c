import {
  type ContentIdea,
  type ContentType,
  classifyIntent,
  detectKeywordLanguage,
  difficultyBand,
} from "@sitelens/shared";
import type { IdeaInputs } from "./gather-idea-inputs";
import {
  contentTypeFor,
  estimatedHours,
  expectedRoi,
  isQuestion,
  recommendedWords,
  trafficLevel,
} from "./idea-metrics";
import { ruleStrategy, ruleTitle, type StrategyBasis } from "./idea-texts";

const MAX_IDEAS = 12;
const STOP = new Set(
  "ve ile için bir bu da de en ne mı mi nasıl nedir neden the and for with of to a in on how what why best vs".split(
    " ",
  ),
);

/** A keyword is covered when every significant word of it is in one of the site's page titles. */
function covered(keyword: string, pageTitles: string[], language: "tr" | "en") {
  const words = keyword
    .toLocaleLowerCase(language)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOP.has(word));
  return words.length > 0 && pageTitles.some((title) => words.every((word) => title.includes(word)));
}

/**
 * Content ideas assembled by rules from the gathered data (docs/decisions/145): striking-distance
 * Search Console queries, questions (autocomplete, People Also Ask), comparison / list / news
 * searches, content gaps (suggestions no page covers) and a case study on the site's main topic.
 * Every number comes from a provider or Search Console, or stays null.
 */
export function buildRuleIdeas(
  inputs: IdeaInputs,
  language: "tr" | "en",
  noteLanguage: "tr" | "en" = language,
): ContentIdea[] {
  const key = (text: string) => text.toLocaleLowerCase(language);
  const consoleByQuery = new Map(inputs.console.map((row) => [key(row.query), row]));
  const ideas: ContentIdea[] = [];
  const taken = new Set<string>();

  const add = (
    keyword: string,
    type: ContentType,
    basis: StrategyBasis,
    extra: { keywords?: string[]; questions?: string[]; title?: string; id?: string } = {},
  ) => {
    const id = extra.id ?? key(keyword);
    if (ideas.length >= MAX_IDEAS || taken.has(id)) return;
    taken.add(id);
    const metrics = inputs.keywordData.metrics.get(key(keyword));
    const console = consoleByQuery.get(key(keyword)) ?? null;
    const difficulty = difficultyBand(metrics?.difficulty == null ? null : Math.round(metrics.difficulty));
    const volume = metrics?.searchVolume ?? null;
    const trafficPotential =
      volume !== null ? trafficLevel(volume) : console ? trafficLevel(console.impressions) : null;
    const words = recommendedWords(type);
    const reasons = new Set([basis.reason]);
    if (basis.reason !== "striking_distance" && !covered(keyword, inputs.pageTitles, language))
      reasons.add("content_gap");
    ideas.push({
      title: extra.title ?? ruleTitle(type, keyword, language, isQuestion(keyword)),
      contentType: type,
      mainKeyword: keyword,
      keywords: [...new Set([keyword, ...(extra.keywords ?? [])])].slice(0, 8),
      questions: (extra.questions ?? []).slice(0, 8),
      intent: metrics?.intent ?? classifyIntent(keyword, detectKeywordLanguage(keyword, language)),
      intentEstimated: !metrics?.intent,
      difficulty,
      trafficPotential,
      trafficBasis: volume !== null ? "search_volume" : console ? "search_console" : null,
      searchVolume: volume,
      searchConsolePosition: console?.averagePosition ?? null,
      recommendedWords: words,
      estimatedHours: estimatedHours(words),
      expectedRoi: expectedRoi(trafficPotential, difficulty, console?.averagePosition ?? null),
      // The note is for the user (interface language); the title is for the site's readers.
      strategy: ruleStrategy(basis, noteLanguage),
      reasons: [...reasons],
    });
  };

  const questions = [...new Map(inputs.questions.map((q) => [key(q.text), q])).values()];
  const related = (keyword: string) =>
    inputs.suggestions
      .filter((entry) => entry !== keyword && key(entry).includes(key(inputs.seed)))
      .slice(0, 5);

  // 1. Queries Search Console already shows the site for at 8–20: the cheapest wins.
  for (const row of inputs.console
    .filter((entry) => entry.averagePosition >= 8 && entry.averagePosition <= 20)
    .slice(0, 3))
    add(row.query, contentTypeFor(row.query), {
      reason: "striking_distance",
      position: row.averagePosition,
      impressions: row.impressions,
    });
  // 2. The questions people ask, each its own answer page; the rest together as an FAQ.
  for (const question of questions.slice(0, 4))
    add(question.text, "guide", { reason: question.source }, { keywords: related(question.text) });
  if (questions.length >= 3)
    add(
      inputs.seed,
      "faq",
      { reason: questions.some((q) => q.source === "people_also_ask") ? "people_also_ask" : "question" },
      {
        questions: questions.map((q) => q.text),
        title: ruleTitle("faq", inputs.seed, language, false),
        id: "faq",
      },
    );
  // 3. Comparison, list and news searches, then what the provider's ideas and autocomplete add (gaps first).
  const others = [
    ...inputs.keywordData.ideas
      .filter((idea) => idea.searchVolume !== null)
      .sort((a, b) => (b.searchVolume ?? 0) - (a.searchVolume ?? 0))
      .map((idea) => idea.keyword),
    ...inputs.suggestions.filter((entry) => !isQuestion(entry)),
  ];
  for (const type of ["comparison", "list", "news"] as const)
    for (const keyword of others.filter((entry) => contentTypeFor(entry) === type).slice(0, 2))
      add(keyword, type, { reason: "suggestion" }, { keywords: related(keyword) });
  const gaps = others.filter((entry) => !covered(entry, inputs.pageTitles, language));
  for (const keyword of [...gaps, ...others].slice(0, 8))
    add(keyword, contentTypeFor(keyword), { reason: gaps.includes(keyword) ? "content_gap" : "suggestion" });
  // 4. A case study on the site's main topic: experience nobody else can write.
  const topic = inputs.topics[0];
  if (topic) add(topic, "case_study", { reason: "site_topic" });
  return ideas;
}
