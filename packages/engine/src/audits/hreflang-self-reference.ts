import { documentBaseUrl } from "../gatherers/page/document-base-url";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const hreflangSelfReference = defineHtmlAudit(
  {
    id: "hreflang-self-reference",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: {
      tr: "hreflang kümesi sayfanın kendisini içeriyor",
      en: "hreflang set references the page itself",
    },
    failureTitle: {
      tr: "hreflang kümesinde sayfanın kendisi yok",
      en: "hreflang set does not reference the page itself",
    },
    description: {
      tr: "Her dil sürümü, hreflang listesinde kendi URL'sini de belirtmelidir.",
      en: "Every language version should list its own URL in its hreflang set as well.",
    },
    learnMore: "https://developers.google.com/search/docs/specialty/international/localized-versions",
  },
  (html, page) => {
    if (html.hreflangs.length === 0) return notApplicable;
    const base = documentBaseUrl(page);
    const self = html.hreflangs.some(
      (h) => URL.canParse(h.href, base) && new URL(h.href, base).href === page.finalUrl,
    );
    return check(self, [{ url: page.url }]);
  },
);
