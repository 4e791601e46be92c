import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const redirectChain = definePageAudit(
  {
    id: "redirect-chain",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Yönlendirme zinciri en fazla bir adım", en: "Redirects take at most one hop" },
    failureTitle: {
      tr: "Birden fazla adımlı yönlendirme zinciri var",
      en: "Redirect chain has more than one hop",
    },
    description: {
      tr: "Her yönlendirme adımı tarama bütçesini harcar ve sayfayı geciktirir. Bağlantıları ve yönlendirmeleri doğrudan son URL'ye çevirin.",
      en: "Every redirect hop costs crawl budget and delays the page. Point links and redirects straight at the final URL.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/301-redirects",
  },
  (page) =>
    check(page.redirects.length <= 1, [
      { url: page.url, hops: page.redirects.length, finalUrl: page.finalUrl },
    ]),
);
