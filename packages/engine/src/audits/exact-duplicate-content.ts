import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";
import { duplicateItems, indexableRecords } from "./shared/indexable-records";

export const exactDuplicateContent = defineSiteAudit(
  {
    id: "exact-duplicate-content",
    category: "technical",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Birebir kopya sayfa yok", en: "No exact duplicate pages" },
    failureTitle: { tr: "Metni birebir aynı olan sayfalar var", en: "Pages with identical text exist" },
    description: {
      tr: "Aynı metni farklı URL'lerde yayınlamak sıralama sinyallerini böler. Kopyaları tek URL'ye 301 ile yönlendirin veya canonical ile işaretleyin.",
      en: "Publishing the same text under several URLs splits ranking signals. 301-redirect the copies to one URL or mark them with a canonical.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls",
  },
  ({ pages }) =>
    shareOutcome(
      duplicateItems(indexableRecords(pages), (page) => (page.wordCount > 0 ? page.textHash : null)),
    ),
);
