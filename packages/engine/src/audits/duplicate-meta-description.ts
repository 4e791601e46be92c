import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";
import { duplicateItems, indexableRecords } from "./shared/indexable-records";

export const duplicateMetaDescription = defineSiteAudit(
  {
    id: "duplicate-meta-description",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Meta açıklamaları benzersiz", en: "Meta descriptions are unique" },
    failureTitle: {
      tr: "Birden fazla sayfa aynı meta açıklamasını kullanıyor",
      en: "Several pages share the same meta description",
    },
    description: {
      tr: "Her sayfanın açıklaması o sayfanın içeriğini özetlemelidir. Kopyalanan açıklamaları sayfaya özgü metinlerle değiştirin.",
      en: "Each description should summarise its own page. Replace copied descriptions with page-specific text.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/snippet",
  },
  ({ pages }) =>
    shareOutcome(
      duplicateItems(indexableRecords(pages), (page) => page.description?.toLocaleLowerCase("tr") || null),
    ),
);
