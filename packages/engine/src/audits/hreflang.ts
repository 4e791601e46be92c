import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";
import { lighthouseLinkElements } from "./shared/lighthouse-link-elements";
import { isValidLanguageCode } from "./shared/valid-language-codes";

/**
 * Lighthouse's hreflang, branch for branch (core/audits/seo/hreflang.js in Lighthouse 12): alternates of the head
 * and the Link header with a hreflang; only the language subtag is checked, and the href as written must start
 * with http: or https:.
 */
export const hreflang = definePageAudit(
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
  (page) => {
    if (page.html === null) return notApplicable;
    const alternates = lighthouseLinkElements(page).filter(
      (link) => link.rel === "alternate" && link.hreflang,
    );
    if (alternates.length === 0) return notApplicable;
    const invalid = alternates
      .map((link) => ({
        lang: link.hreflang,
        href: link.hrefRaw,
        problem: problemOf(link.hreflang, link.hrefRaw),
      }))
      .filter((row) => row.problem !== null);
    return check(invalid.length === 0, invalid);
  },
);

function problemOf(lang: string, href: string): string | null {
  const language = (lang.split("-")[0] ?? "").toLowerCase();
  if (lang.toLowerCase() !== "x-default" && !isValidLanguageCode(language)) return "unexpected language code";
  const lower = href.toLowerCase();
  if (!lower.startsWith("http:") && !lower.startsWith("https:")) return "relative href";
  return null;
}
