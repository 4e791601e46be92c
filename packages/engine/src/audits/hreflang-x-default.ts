import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const hreflangXDefault = defineHtmlAudit(
  {
    id: "hreflang-x-default",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "hreflang kümesinde x-default var", en: "hreflang set includes x-default" },
    failureTitle: { tr: "hreflang kümesinde x-default eksik", en: "hreflang set lacks x-default" },
    description: {
      tr: '`hreflang="x-default"`, dili eşleşmeyen ziyaretçilere hangi sürümün gösterileceğini söyler. Genelde dil seçim sayfasını veya ana sürümü gösterin.',
      en: '`hreflang="x-default"` names the version for visitors whose language matches none. Point it at the language picker or main version.',
    },
    learnMore:
      "https://developers.google.com/search/docs/specialty/international/localized-versions#xdefault",
  },
  (html, page) =>
    html.hreflangs.length === 0
      ? notApplicable
      : check(
          html.hreflangs.some((h) => h.lang.trim().toLowerCase() === "x-default"),
          [{ url: page.url }],
        ),
);
