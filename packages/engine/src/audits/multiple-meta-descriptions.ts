import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const multipleMetaDescriptions = defineHtmlAudit(
  {
    id: "multiple-meta-descriptions",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfada tek bir meta açıklaması var", en: "Page has a single meta description" },
    failureTitle: {
      tr: "Sayfada birden fazla meta açıklaması var",
      en: "Page has more than one meta description",
    },
    description: {
      tr: "Birden fazla meta açıklaması hangisinin kullanılacağını belirsiz kılar. Yalnızca birini bırakın.",
      en: "Several meta descriptions make it unclear which one is used. Keep exactly one.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/snippet",
  },
  (html, page) =>
    html.metaDescriptions.length === 0
      ? notApplicable
      : check(html.metaDescriptions.length === 1, [{ url: page.url }]),
);
