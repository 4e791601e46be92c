import { compareRender } from "../gatherers/page/compare-render";
import { definePageAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

/** The tags whose raw and rendered values must agree: engines may act on either, or never render at all. */
const INDEXING_FIELDS = new Set(["canonical", "robots"]);

/**
 * Google reads the canonical and robots meta in the server HTML first; a noindex there stops rendering,
 * and a canonical JavaScript rewrites gives two conflicting signals. Bing and AI crawlers mostly never
 * render. Only pages rendered in Chromium (client-rendered shells) are judged.
 */
export const renderedHeadChanges = definePageAudit(
  {
    id: "rendered-head-changes",
    category: "technical",
    engines: SEARCH_ENGINES,
    requiredArtifacts: ["Page", "Html", "Render"],
    title: {
      tr: "JavaScript canonical ve robots etiketlerini değiştirmiyor",
      en: "JavaScript leaves the canonical and robots tags unchanged",
    },
    failureTitle: {
      tr: "JavaScript canonical veya robots etiketini değiştiriyor",
      en: "JavaScript changes the canonical or robots tag",
    },
    description: {
      tr: "Arama motorları canonical ve robots meta etiketlerini önce sunucu HTML'inde okur. Sunucu HTML'inde noindex varsa Google sayfayı hiç oluşturmaz; JavaScript'in sonradan değiştirdiği bir canonical ise çelişkili sinyal verir. Bu etiketleri sunucu HTML'inde doğru değerleriyle gönderin.",
      en: "Search engines read the canonical and robots meta tags in the server HTML first. With a noindex there Google never renders the page; a canonical JavaScript changes afterwards sends conflicting signals. Serve these tags with their final values in the server HTML.",
    },
    learnMore: "https://developers.google.com/search/docs/crawling-indexing/javascript/javascript-seo-basics",
  },
  (page) => {
    if (!page.render || !page.html) return notApplicable;
    const comparison = compareRender(page.url, page.render.serverHtml, page.html, page.render);
    const changed = comparison.differences.filter((difference) => INDEXING_FIELDS.has(difference.field));
    return check(
      changed.length === 0,
      changed.map((difference) => ({ url: page.url, ...difference })),
    );
  },
);
