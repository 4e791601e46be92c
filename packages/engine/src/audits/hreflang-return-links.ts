import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";

export const hreflangReturnLinks = defineSiteAudit(
  {
    id: "hreflang-return-links",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: { tr: "hreflang bağlantıları karşılıklı", en: "hreflang links are reciprocal" },
    failureTitle: { tr: "hreflang dönüş bağlantıları eksik", en: "hreflang return links are missing" },
    description: {
      tr: "A sayfası B'yi alternatif gösteriyorsa B de A'yı göstermelidir; aksi halde arama motorları hreflang'ı yok sayar.",
      en: "If page A lists B as an alternate, B must list A too; otherwise search engines ignore the hreflang.",
    },
    learnMore: "https://developers.google.com/search/docs/specialty/international/localized-versions",
  },
  ({ pages }) => {
    const byUrl = new Map(pages.map((page) => [page.finalUrl, page]));
    const items = pages.flatMap((page) =>
      page.hreflangs
        .filter((alt) => alt.href !== page.finalUrl && byUrl.has(alt.href))
        .map((alt) => {
          const target = byUrl.get(alt.href);
          const returns = target?.hreflangs.some((back) => back.href === page.finalUrl) ?? false;
          return {
            url: page.url,
            ok: returns,
            detail: { url: page.url, alternate: alt.href, lang: alt.lang },
          };
        }),
    );
    return shareOutcome(items, "hreflangLink");
  },
);
