import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";
import { isValidLanguageTag } from "./shared/language-tag";

export const hreflang = defineHtmlAudit(
  {
    id: "hreflang",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Belgede geçerli hreflang var", en: "Document has a valid `hreflang`" },
    failureTitle: { tr: "Belgede geçerli hreflang yok", en: "Document doesn't have a valid `hreflang`" },
    description: {
      tr: "hreflang bağlantıları arama motorlarına bir sayfanın hangi dil veya bölge sürümünü göstereceklerini söyler. Geçerli dil kodları ve mutlak URL'ler kullanın.",
      en: "hreflang links tell search engines what version of a page they should list for a given language or region. Use valid language codes and absolute URLs.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/seo/hreflang/",
  },
  (html) => {
    if (html.hreflangs.length === 0) return notApplicable;
    const invalid = html.hreflangs
      .map(({ lang, href }) => ({ lang, href, problem: problemOf(lang, href) }))
      .filter((row) => row.problem !== null);
    return check(invalid.length === 0, invalid);
  },
);

function problemOf(lang: string, href: string): string | null {
  if (lang !== lang.trim()) return "whitespace around the language code";
  if (lang.toLowerCase() !== "x-default" && !isValidLanguageTag(lang)) return "unexpected language code";
  if (href.trim() === "") return "missing href";
  if (!/^https?:\/\//i.test(href)) return "relative href";
  return null;
}
