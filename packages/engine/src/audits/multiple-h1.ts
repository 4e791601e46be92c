import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const multipleH1 = defineHtmlAudit(
  {
    id: "multiple-h1",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfada tek bir H1 var", en: "Page has a single H1" },
    failureTitle: { tr: "Sayfada birden fazla H1 var", en: "Page has more than one H1" },
    description: {
      tr: "Birden çok H1 sayfanın ana konusunu bulanıklaştırır. Bir H1 bırakıp diğerlerini H2 yapın.",
      en: "Several H1s blur the page's main topic. Keep one H1 and turn the others into H2s.",
    },
    learnMore: "https://web.dev/learn/html/headings-and-sections",
  },
  (html, page) => {
    const h1s = html.headings.filter((h) => h.level === 1);
    return h1s.length === 0 ? notApplicable : check(h1s.length === 1, [{ url: page.url, count: h1s.length }]);
  },
);
