import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const structuredDataSyntax = defineHtmlAudit(
  {
    id: "structured-data-syntax",
    category: "content",
    engines: ALL_ENGINES,
    title: { tr: "JSON-LD blokları geçerli JSON", en: "JSON-LD blocks are valid JSON" },
    failureTitle: { tr: "JSON-LD blokları ayrıştırılamıyor", en: "JSON-LD blocks cannot be parsed" },
    description: {
      tr: "Ayrıştırılamayan JSON-LD tamamen yok sayılır. Sondaki virgülleri, tırnakları ve kaçış karakterlerini düzeltin.",
      en: "JSON-LD that cannot be parsed is ignored entirely. Fix trailing commas, quotes and escapes.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/structured-data/sd-policies",
  },
  (html, page) => {
    if (html.jsonLd.length === 0) return notApplicable;
    const broken = html.jsonLd.filter((block) => block.error !== null);
    return check(
      broken.length === 0,
      broken.map((block) => ({ url: page.url, error: block.error })),
    );
  },
);
