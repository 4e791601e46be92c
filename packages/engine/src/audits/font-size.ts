import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const fontSize = defineHtmlAudit(
  {
    id: "font-size",
    category: "ux",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Satır içi stillerde okunaklı yazı boyutu", en: "Inline styles use legible font sizes" },
    failureTitle: {
      tr: "Satır içi stillerde 12 px'ten küçük yazı var",
      en: "Inline styles set fonts smaller than 12 px",
    },
    description: {
      tr: "12 px'ten küçük metinler mobilde okunaksızdır. Sunucu HTML'indeki satır içi stillerde en az 12 px (tercihen 16 px) kullanın.",
      en: "Text under 12 px is illegible on mobile. Use at least 12 px (16 px preferred) in inline styles of the server HTML.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/font-size/",
  },
  (html, page) => check(html.smallFontSizes === 0, [{ url: page.url, elements: html.smallFontSizes }]),
);
