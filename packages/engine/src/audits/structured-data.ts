import { ALL_ENGINES, defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

export const structuredData = defineSiteAudit(
  {
    id: "structured-data",
    category: "content",
    taskCategory: "seo",
    engines: ALL_ENGINES,
    title: { tr: "Ana sayfada yapılandırılmış veri var", en: "Home page has structured data" },
    failureTitle: { tr: "Ana sayfada yapılandırılmış veri yok", en: "Home page has no structured data" },
    description: {
      tr: "JSON-LD yapılandırılmış veri, arama motorlarına ve yapay zekâ yanıtlarına sitenin kim olduğunu ve ne sunduğunu söyler. En azından Organization ve WebSite ekleyin.",
      en: "JSON-LD structured data tells search engines and AI answers who the site is and what it offers. Add at least Organization and WebSite.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data",
  },
  ({ startPage }) => {
    const html = startPage?.html;
    if (!html) return siteNotApplicable({ tr: "Ana sayfa HTML değil", en: "The start page is not HTML" });
    const present = html.jsonLd.some((block) => block.nodes.length > 0) || html.microdata || html.rdfa;
    return siteCheck(present, [{ url: startPage.finalUrl }]);
  },
);
