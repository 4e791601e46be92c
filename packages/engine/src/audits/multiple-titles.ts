import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const multipleTitles = defineHtmlAudit(
  {
    id: "multiple-titles",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfada tek bir <title> var", en: "Page has a single `<title>`" },
    failureTitle: { tr: "Sayfada birden fazla <title> var", en: "Page has more than one `<title>`" },
    description: {
      tr: "Birden fazla title öğesi arama motorlarının yanlış olanı seçmesine yol açabilir. Yalnızca birini bırakın.",
      en: "Several title elements can make search engines pick the wrong one. Keep exactly one.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/title-link",
  },
  (html, page) =>
    html.titles.length === 0
      ? notApplicable
      : check(html.titles.length === 1, [{ url: page.url, titles: html.titles.join(" | ") }]),
);
