import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const documentTitle = defineHtmlAudit(
  {
    id: "document-title",
    category: "content",
    taskCategory: "content",
    engines: [...SEARCH_ENGINES, "chatgpt", "gemini", "grok"],
    title: { tr: "Belgede bir <title> öğesi var", en: "Document has a `<title>` element" },
    failureTitle: { tr: "Belgede <title> öğesi yok", en: "Document doesn't have a `<title>` element" },
    description: {
      tr: "Başlık, ekran okuyucu kullanıcılarına sayfayı özetler ve arama sonuçlarında sayfanın alaka düzeyini belirlemede büyük rol oynar.",
      en: "The title gives screen reader users an overview of the page, and search engine users rely on it heavily to decide whether a page is relevant.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/accessibility/document-title/",
  },
  (html, page) => check((html.titles[0] ?? "") !== "", [{ url: page.url }]),
);
