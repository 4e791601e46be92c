import type { ContentType, IdeaLevel, KeywordSuggestion } from "@sitelens/shared";

/** Whole words or phrases with Unicode letter boundaries (\b misses "ı", "ş"). */
export const wordPattern = (list: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(${list})(?![\\p{L}\\p{N}])`, "u");

const QUESTION = wordPattern(
  "nasıl|nedir|neden|niçin|ne|hangi|kimdir|nelerdir|mı|mi|mu|mü|how|what|why|which|when|where|who|can|is|does|should",
);
const COMPARISON = wordPattern(
  "vs|versus|karşılaştırma|karşılaştırması|farkı|farkları|mı yoksa|or|compare|comparison|difference",
);
const LIST = wordPattern("en iyi|best|top|alternatifleri|alternatives|önerileri|listesi|list|\\d+");
const NEWS = wordPattern("20\\d\\d|yeni|güncel|son dakika|trend|trendleri|new|latest|news|update");

export const isQuestion = (keyword: string) => QUESTION.test(keyword.toLocaleLowerCase("tr"));

/** The content type a keyword asks for, by its words (tr and en); a plain topic gets a guide. */
export function contentTypeFor(keyword: string): ContentType {
  const text = keyword.toLocaleLowerCase("tr");
  if (COMPARISON.test(text)) return "comparison";
  if (NEWS.test(text)) return "news";
  if (LIST.test(text)) return "list";
  return "guide";
}

/** Guideline lengths per type (typical lengths of pieces that rank for each, not measured per keyword). */
const WORDS: Record<ContentType, number> = {
  guide: 1800,
  list: 1500,
  comparison: 1600,
  faq: 1200,
  case_study: 1400,
  news: 700,
};
export const recommendedWords = (type: ContentType) => WORDS[type];
/** About 500 words an hour of writing plus an hour of research and editing, to the half hour. */
export const estimatedHours = (words: number) => Math.round((words / 500 + 1) * 2) / 2;

/** Monthly volume or 28-day impressions: 1,000 and more high, 100 and more medium, else low. */
export function trafficLevel(count: number): IdeaLevel {
  if (count >= 1000) return "high";
  if (count >= 100) return "medium";
  return "low";
}

/**
 * Expected return: traffic (high 3, medium 2, low 1) + difficulty (easy +1, hard −1, unknown 0) + 1
 * when Search Console already has the site at 8–20 (the cheapest wins). 4 and more high, 2–3 medium.
 * Unknown traffic gives unknown return: nothing is guessed.
 */
export function expectedRoi(
  traffic: IdeaLevel | null,
  difficulty: KeywordSuggestion["difficulty"],
  consolePosition: number | null,
): IdeaLevel | null {
  if (!traffic) return null;
  const score =
    { high: 3, medium: 2, low: 1 }[traffic] +
    (difficulty === "easy" ? 1 : difficulty === "hard" ? -1 : 0) +
    (consolePosition !== null && consolePosition >= 8 && consolePosition <= 20 ? 1 : 0);
  if (score >= 4) return "high";
  if (score >= 2) return "medium";
  return "low";
}
