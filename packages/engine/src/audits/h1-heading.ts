import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const h1Heading = defineHtmlAudit(
  {
    id: "h1-heading",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfada bir H1 başlığı var", en: "Page has an H1 heading" },
    failureTitle: { tr: "Sayfada H1 başlığı yok", en: "Page has no H1 heading" },
    description: {
      tr: "H1, sayfanın ana konusunu okuyuculara ve arama motorlarına söyler. Her sayfaya içeriği özetleyen bir H1 ekleyin.",
      en: "The H1 tells readers and search engines what the page is about. Add one H1 that sums up the content.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/title-link#page-titles",
  },
  (html, page) =>
    check(
      html.headings.some((h) => h.level === 1 && h.text !== ""),
      [{ url: page.url }],
    ),
);
