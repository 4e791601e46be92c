import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const metaDescription = defineHtmlAudit(
  {
    id: "meta-description",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Belgede bir meta açıklaması var", en: "Document has a meta description" },
    failureTitle: { tr: "Belgede meta açıklaması yok", en: "Document does not have a meta description" },
    description: {
      tr: "Meta açıklamaları, sayfa içeriğini kısaca özetlemek için arama sonuçlarında gösterilebilir.",
      en: "Meta descriptions may be included in search results to concisely summarize page content.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/meta-description/",
  },
  // Lighthouse's meta-description: the first description meta of the head element decides; one in the body, or
  // a later one after an empty first, does not count.
  (html, page) => check((html.headDescription ?? "").trim() !== "", [{ url: page.url }]),
);
