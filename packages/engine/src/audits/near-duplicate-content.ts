import { parseSimhash, popcount } from "../gatherers/page/compute-simhash";
import type { PageRecord } from "../gatherers/site/types";
import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";
import { indexableRecords } from "./shared/indexable-records";

/** LibreCrawl's threshold, applied to SimHash bit agreement: 85 % of 64 bits, so at most 9 bits differ. */
const MAX_DIFFERENT_BITS = Math.floor(64 * (1 - 0.85));
const MIN_WORDS = 50;
/** The detail lists this many similar pages per page. */
const SHOWN = 5;

export const nearDuplicateContent = defineSiteAudit(
  {
    id: "near-duplicate-content",
    category: "technical",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Neredeyse aynı sayfa yok", en: "No near-duplicate pages" },
    failureTitle: { tr: "Neredeyse aynı içerikli sayfalar var", en: "Near-duplicate pages exist" },
    description: {
      tr: "Metni %85'ten fazla benzeyen sayfalar arama motorlarına aynı sayfa gibi görünür. Her sayfaya özgün içerik ekleyin veya sayfaları birleştirin.",
      en: "Pages whose text is more than 85% alike look like one page to search engines. Give each unique content or merge them.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls",
  },
  ({ pages }) => {
    const candidates = indexableRecords(pages).filter((page) => page.simhash && page.wordCount >= MIN_WORDS);
    const similar = findSimilar(candidates);
    return shareOutcome(
      candidates.map((page, index) => {
        const found = similar[index] ?? [];
        return {
          url: page.url,
          ok: found.length === 0,
          detail: { url: page.url, similarTo: found.map((other) => other.url).join(" ") },
        };
      }),
    );
  },
);

/**
 * For each candidate, the first SHOWN others (in candidate order) whose SimHash differs in at most
 * MAX_DIFFERENT_BITS bits and whose text is not an exact copy (that is exact-duplicate-content's finding).
 * Every pair is compared once, on two 32-bit halves held in typed arrays: this is quadratic, and at 10,000 pages
 * it is 50 million comparisons.
 */
function findSimilar(candidates: PageRecord[]): PageRecord[][] {
  const count = candidates.length;
  const high = new Int32Array(count);
  const low = new Int32Array(count);
  candidates.forEach((page, index) => {
    const [h, l] = parseSimhash(page.simhash ?? "");
    high[index] = h;
    low[index] = l;
  });
  const similar: PageRecord[][] = [];
  const add = (to: number, other: number) => {
    const list = similar[to] ?? [];
    similar[to] = list;
    if (list.length < SHOWN) list.push(candidates[other] as PageRecord);
  };
  for (let i = 0; i < count; i++) {
    const h = high[i] as number;
    const l = low[i] as number;
    for (let j = i + 1; j < count; j++) {
      if (popcount(h ^ (high[j] as number)) + popcount(l ^ (low[j] as number)) > MAX_DIFFERENT_BITS) continue;
      if (candidates[i]?.textHash === candidates[j]?.textHash) continue;
      add(i, j);
      add(j, i);
    }
  }
  return similar;
}
