import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";
import { isArticlePage } from "./shared/is-article-page";

export const contentDates = defineHtmlAudit(
  {
    id: "content-dates",
    category: "aio",
    taskCategory: "content",
    engines: ALL_ENGINES,
    title: { tr: "Makalelerde yayın/güncelleme tarihi var", en: "Articles carry publish or update dates" },
    failureTitle: { tr: "Makalelerde tarih bilgisi yok", en: "Articles carry no dates" },
    description: {
      tr: "Yayın ve güncelleme tarihi (`datePublished`/`dateModified` veya `article:published_time`) içeriğin güncelliğini gösterir; yapay zekâ yanıtları güncel kaynakları tercih eder.",
      en: "datePublished/dateModified or article:published_time show how fresh the content is; AI answers prefer current sources.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/publication-dates",
  },
  (html, page) =>
    isArticlePage(html)
      ? check(html.dates.published !== null || html.dates.modified !== null, [{ url: page.url }])
      : notApplicable,
);
