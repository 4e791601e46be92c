import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const metaRefresh = defineHtmlAudit(
  {
    id: "meta-refresh",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Meta refresh yönlendirmesi yok", en: "No meta refresh redirect" },
    failureTitle: { tr: "Sayfa meta refresh ile yönlendiriyor", en: "Page redirects with meta refresh" },
    description: {
      tr: "Meta refresh yönlendirmeleri kullanıcıyı şaşırtır ve arama motorlarınca zayıf bir sinyal sayılır. Sunucu tarafı 301 yönlendirmesi kullanın.",
      en: "Meta refresh redirects confuse users and are a weak signal to search engines. Use a server-side 301 redirect.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/301-redirects#metarefresh",
  },
  (html, page) => check(html.metaRefresh === null, [{ url: page.url, content: html.metaRefresh }]),
);
