import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const internalNofollow = defineHtmlAudit(
  {
    id: "internal-nofollow",
    category: "internalLinks",
    engines: SEARCH_ENGINES,
    title: { tr: "İç bağlantılarda nofollow yok", en: "Internal links are followed" },
    failureTitle: { tr: "İç bağlantılarda nofollow kullanılıyor", en: "Internal links carry nofollow" },
    description: {
      tr: 'Kendi sayfalarınıza nofollow vermek onları taramadan ve sıralama sinyallerinden mahrum bırakır. İç bağlantılardan rel="nofollow"u kaldırın.',
      en: 'Nofollow on links to your own pages starves them of crawling and ranking signals. Remove rel="nofollow" from internal links.',
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links",
  },
  (html, page) => {
    const internal = html.links.filter((link) => link.internal);
    if (internal.length === 0) return notApplicable;
    const nofollow = internal.filter((link) => link.nofollow);
    return check(
      nofollow.length === 0,
      nofollow.slice(0, 20).map((link) => ({ url: page.url, href: link.href })),
    );
  },
);
