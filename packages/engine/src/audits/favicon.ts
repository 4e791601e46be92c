import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

export const favicon = defineSiteAudit(
  {
    id: "favicon",
    category: "ux",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Ana sayfa bir favicon belirtiyor", en: "Home page declares a favicon" },
    failureTitle: { tr: "Ana sayfa favicon belirtmiyor", en: "Home page declares no favicon" },
    description: {
      tr: 'Google ve Bing arama sonuçlarında site simgesini gösterir. `<link rel="icon" href="/favicon.ico">` ekleyin (en az 48×48 px).',
      en: 'Google and Bing show the site icon in results. Add `<link rel="icon" href="/favicon.ico">` (at least 48×48 px).',
    },
    learnMore: "https://developers.google.com/search/docs/appearance/favicon-in-search",
  },
  ({ startPage }) =>
    startPage?.html
      ? siteCheck(startPage.html.favicon, [{ url: startPage.finalUrl }])
      : siteNotApplicable({ tr: "Ana sayfa HTML değil", en: "The start page is not HTML" }),
);
