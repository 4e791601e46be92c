import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const doctype = defineHtmlAudit(
  {
    id: "doctype",
    category: "ux",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Sayfada HTML doctype var", en: "Page has the HTML doctype" },
    failureTitle: { tr: "Sayfada HTML doctype eksik", en: "Page lacks the HTML doctype" },
    description: {
      tr: '`<!DOCTYPE html>` olmadan tarayıcı "quirks" moduna geçer ve sayfa farklı çizilir. İlk satıra ekleyin.',
      en: "Without `<!DOCTYPE html>` browsers switch to quirks mode and lay the page out differently. Add it as the first line.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/best-practices/doctype/",
  },
  (html, page) => check(html.doctype?.toLowerCase() === "html", [{ url: page.url, doctype: html.doctype }]),
);
