import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

const NOT_FOUND = /\b404\b|not found|page (?:does not|doesn't) exist|sayfa bulunamadı|bulunamadı/i;

export const soft404 = defineHtmlAudit(
  {
    id: "soft-404",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Hata sayfaları doğru durum kodu döndürüyor", en: "Error pages return an error status" },
    failureTitle: { tr: "Hata sayfası 200 döndürüyor (soft 404)", en: "Error page returns 200 (soft 404)" },
    description: {
      tr: '"Sayfa bulunamadı" diyen ama 200 döndüren sayfalar dizinde yer kaplar. Bu sayfalarda 404 veya 410 döndürün.',
      en: 'Pages that say "not found" but return 200 waste index space. Return 404 or 410 on them.',
    },
    learnMore:
      "https://developers.google.com/search/docs/crawling-indexing/http-network-errors#soft-404-errors",
  },
  (html, page) => {
    if (page.status !== 200) return notApplicable;
    const heading = html.headings.find((h) => h.level === 1)?.text ?? "";
    return check(!NOT_FOUND.test(`${html.titles[0] ?? ""} ${heading}`), [
      { url: page.url, title: html.titles[0] ?? null },
    ]);
  },
);
