import { simhashSimilarity } from "../gatherers/page/compute-simhash";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

const NOT_FOUND = /\b404\b|not found|page (?:does not|doesn't) exist|sayfa bulunamadı|bulunamadı/i;
/** An error page says little; an article about 404 errors says a lot. */
const THIN_PAGE_WORDS = 150;
/** Near-identical to the site's own error template (simhash similarity, 64-bit). */
const SAME_TEMPLATE = 0.95;

/**
 * Status-independent signals, as search engines use them: a page that is the site's own error template
 * (learnt by requesting a URL that cannot exist) served with 200, or a thin page that says "not found".
 */
export const soft404 = defineHtmlAudit(
  {
    id: "soft-404",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Hata sayfaları doğru durum kodu döndürüyor", en: "Error pages return an error status" },
    failureTitle: { tr: "Hata sayfası 200 döndürüyor (soft 404)", en: "Error page returns 200 (soft 404)" },
    description: {
      tr: '"Sayfa bulunamadı" diyen ya da sitenin hata sayfasıyla aynı olan ama 200 döndüren sayfalar dizinde yer kaplar. Bu sayfalarda 404 veya 410 döndürün.',
      en: 'Pages that say "not found", or are the site\'s error page, but return 200 waste index space. Return 404 or 410 on them.',
    },
    learnMore:
      "https://developers.google.com/search/docs/crawling-indexing/http-network-errors#soft-404-errors",
  },
  (html, page, context) => {
    if (page.status !== 200) return notApplicable;
    const probe = context.notFoundProbe;
    const template =
      probe?.simhash && html.simhash && page.url !== probe.url
        ? simhashSimilarity(probe.simhash, html.simhash) >= SAME_TEMPLATE && probe.status !== 200
        : false;
    const heading = html.headings.find((h) => h.level === 1)?.text ?? "";
    const saysNotFound =
      html.wordCount < THIN_PAGE_WORDS && NOT_FOUND.test(`${html.titles[0] ?? ""} ${heading}`);
    return check(!template && !saysNotFound, [
      {
        url: page.url,
        title: html.titles[0] ?? null,
        signal: template ? "same as the site's error page" : "thin page saying not found",
      },
    ]);
  },
);
