import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";
import { isArticlePage } from "./shared/is-article-page";

export const authorByline = defineHtmlAudit(
  {
    id: "author-byline",
    category: "aio",
    taskCategory: "content",
    engines: ALL_ENGINES,
    title: { tr: "Makalelerde yazar bilgisi var", en: "Articles name their author" },
    failureTitle: { tr: "Makalelerde yazar bilgisi yok", en: "Articles do not name an author" },
    description: {
      tr: "Yazar adı (`meta author` etiketi veya makale yapılandırılmış verisindeki (`Article`) `author` alanı), içeriğin kimden geldiğini gösterir; arama motorları ve yapay zekâ yanıtları güvenilirliği buna göre tartar.",
      en: "An author name (meta author or author in Article markup) shows who stands behind the content; search engines and AI answers weigh trust by it.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/structured-data/article#author-bp",
  },
  (html, page) =>
    isArticlePage(html) ? check(html.metaAuthor !== null, [{ url: page.url }]) : notApplicable,
);
