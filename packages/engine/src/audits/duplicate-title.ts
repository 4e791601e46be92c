import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";
import { duplicateItems, indexableRecords } from "./shared/indexable-records";

export const duplicateTitle = defineSiteAudit(
  {
    id: "duplicate-title",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfa başlıkları benzersiz", en: "Page titles are unique" },
    failureTitle: {
      tr: "Birden fazla sayfa aynı başlığı kullanıyor",
      en: "Several pages share the same title",
    },
    description: {
      tr: "Aynı başlık, arama motorlarının sayfaları ayırt etmesini zorlaştırır. Her sayfaya içeriğini anlatan benzersiz bir başlık verin.",
      en: "Shared titles make it hard for search engines to tell pages apart. Give every page a unique title that describes it.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/title-link",
  },
  ({ pages }) =>
    shareOutcome(
      duplicateItems(indexableRecords(pages), (page) => page.title?.toLocaleLowerCase("tr") || null),
    ),
);
