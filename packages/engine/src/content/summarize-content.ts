import type { PageRecord } from "../gatherers/site/types";
import { topicTerms } from "./topic-terms";

const MAX_TOPICS = 60;
/** A term on nearly every page is the brand or boilerplate, not a topic. */
const BOILERPLATE_SHARE = 0.8;
/** One collator for the whole sort: `localeCompare(b, "tr")` sets one up for every comparison. */
const TURKISH_ORDER = new Intl.Collator("tr");

export interface ContentSummary {
  /** Indexable HTML pages that answered 200. */
  pages: number;
  words: number;
  /** Terms from titles and main headings, by how many pages carry them. */
  topics: { term: string; pages: number }[];
}

/** How much the crawled site says and about what: the content side of a competitor comparison. */
export function summarizeContent(records: PageRecord[]): ContentSummary {
  const pages = records.filter((page) => page.isHtml && page.status === 200 && !page.noindex);
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const term of new Set(topicTerms(`${page.title ?? ""}\n${page.h1 ?? ""}`)))
      counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const boilerplate = pages.length >= 5 ? pages.length * BOILERPLATE_SHARE : Number.POSITIVE_INFINITY;
  const topics = [...counts]
    .filter(([, count]) => count < boilerplate)
    .sort((a, b) => b[1] - a[1] || TURKISH_ORDER.compare(a[0], b[0]))
    .slice(0, MAX_TOPICS)
    .map(([term, count]) => ({ term, pages: count }));
  return { pages: pages.length, words: pages.reduce((sum, page) => sum + page.wordCount, 0), topics };
}
