import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

/** A site that answers every unknown URL with 200 turns every mistyped or removed link into a soft 404. */
export const unknownUrlStatus = defineSiteAudit(
  {
    id: "unknown-url-status",
    category: "technical",
    taskCategory: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "Var olmayan adresler 404 döndürüyor", en: "Unknown URLs return 404" },
    failureTitle: {
      tr: "Var olmayan adresler 200 döndürüyor (soft 404)",
      en: "Unknown URLs return 200 (soft 404)",
    },
    description: {
      tr: "Var olmayan bir adres istendi ve site 200 ile yanıt verdi. Arama motorları bu sayfaları soft 404 sayar ve tarama bütçesi boşa gider. Bilinmeyen adreslerde 404 veya 410 döndürün.",
      en: "A URL that cannot exist was requested and the site answered 200. Search engines treat such pages as soft 404s and crawl budget is wasted. Return 404 or 410 for unknown URLs.",
    },
    learnMore:
      "https://developers.google.com/search/docs/crawling-indexing/http-network-errors#soft-404-errors",
  },
  ({ notFoundProbe }) => {
    if (!notFoundProbe || notFoundProbe.status === 0)
      return siteNotApplicable({ tr: "Deneme isteği yanıtlanmadı", en: "The probe request got no answer" });
    return siteCheck(notFoundProbe.status !== 200, [
      { url: notFoundProbe.url, status: notFoundProbe.status },
    ]);
  },
);
