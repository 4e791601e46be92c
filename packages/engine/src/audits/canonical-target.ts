import { defineSiteAudit, SEARCH_ENGINES } from "./define-audit";
import { shareOutcome } from "./outcome";

export const canonicalTarget = defineSiteAudit(
  {
    id: "canonical-target",
    category: "technical",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Canonical hedefleri dizinlenebilir 200 sayfalar",
      en: "Canonical targets are indexable 200 pages",
    },
    failureTitle: {
      tr: "Canonical hatalı, yönlendirilen veya noindex bir sayfayı gösteriyor",
      en: "Canonical points to an erroring, redirected or noindex page",
    },
    description: {
      tr: "Canonical URL doğrudan 200 döndüren, dizinlenebilir ve kendine canonical veren bir sayfa olmalıdır.",
      en: "A canonical URL should answer 200 directly, be indexable and be canonical to itself.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls",
  },
  ({ pages }) => {
    const byUrl = new Map(pages.map((page) => [page.url, page]));
    const items = pages
      .filter((page) => page.canonical && page.canonical !== page.finalUrl && byUrl.has(page.canonical))
      .map((page) => {
        const target = byUrl.get(page.canonical ?? "");
        const ok =
          target !== undefined &&
          target.status === 200 &&
          !target.redirected &&
          !target.noindex &&
          (target.canonical === null || target.canonical === target.finalUrl);
        return {
          url: page.url,
          ok,
          detail: { url: page.url, canonical: page.canonical, targetStatus: target?.status ?? null },
        };
      });
    return shareOutcome(items);
  },
);
