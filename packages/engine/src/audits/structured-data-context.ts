import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const structuredDataContext = defineHtmlAudit(
  {
    id: "structured-data-context",
    category: "content",
    engines: ALL_ENGINES,
    title: {
      tr: "JSON-LD blokları @context ve @type içeriyor",
      en: "JSON-LD blocks declare @context and @type",
    },
    failureTitle: {
      tr: "JSON-LD bloklarında @context veya @type eksik",
      en: "JSON-LD blocks lack @context or @type",
    },
    description: {
      tr: 'Her JSON-LD bloğu `"@context": "https://schema.org"` ve bir `@type` içermelidir; aksi halde arama motorları veriyi yorumlayamaz.',
      en: 'Every JSON-LD block needs `"@context": "https://schema.org"` and an `@type`; otherwise search engines cannot interpret it.',
    },
    learnMore: "https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data",
  },
  (html, page) => {
    const parsed = html.jsonLd.filter((block) => block.error === null);
    if (parsed.length === 0) return notApplicable;
    const incomplete = parsed.filter((block) => !block.context || block.nodes.length === 0);
    return check(incomplete.length === 0, [{ url: page.url, blocks: incomplete.length }]);
  },
);
