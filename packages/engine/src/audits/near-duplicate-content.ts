import { parsedSimilarity, parseSimhash } from "../gatherers/page/compute-simhash";
import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";
import { indexableRecords } from "./shared/indexable-records";

/** LibreCrawl's threshold, applied to SimHash bit agreement. */
const NEAR_DUPLICATE_SIMILARITY = 0.85;
const MIN_WORDS = 50;

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
    const candidates = indexableRecords(pages)
      .filter((page) => page.simhash && page.wordCount >= MIN_WORDS)
      .map((page) => ({ page, bits: parseSimhash(page.simhash ?? "") }));
    return shareOutcome(
      candidates.map(({ page, bits }) => {
        const similar = candidates.filter(
          (other) =>
            other.page !== page &&
            other.page.textHash !== page.textHash &&
            parsedSimilarity(bits, other.bits) >= NEAR_DUPLICATE_SIMILARITY,
        );
        const similarTo = similar.slice(0, 5).map((other) => other.page.url);
        return {
          url: page.url,
          ok: similar.length === 0,
          detail: { url: page.url, similarTo: similarTo.join(" ") },
        };
      }),
    );
  },
);
