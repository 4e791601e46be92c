import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";

export const tapTargets = defineHtmlAudit(
  {
    id: "tap-targets",
    category: "ux",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Dokunma hedefleri yeterince büyük", en: "Tap targets are large enough" },
    failureTitle: {
      tr: "Satır içi stilde 24 px'ten küçük dokunma hedefleri var",
      en: "Inline styles make tap targets smaller than 24 px",
    },
    description: {
      tr: "Bağlantı ve düğmeler en az 24×24 px (WCAG 2.2), tercihen 48×48 px olmalıdır. Yalnızca sunucu HTML'indeki satır içi boyutlar denetlenir.",
      en: "Links and buttons should be at least 24×24 px (WCAG 2.2), 48×48 px preferred. Only inline sizes in the server HTML are checked.",
    },
    learnMore: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html",
  },
  (html, page) => check(html.smallTapTargets === 0, [{ url: page.url, elements: html.smallTapTargets }]),
);
