import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const imageAlt = defineHtmlAudit(
  {
    id: "image-alt",
    category: "content",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Görsel öğelerinde [alt] özelliği var", en: "Image elements have `[alt]` attributes" },
    failureTitle: {
      tr: "Görsel öğelerinde [alt] özelliği eksik",
      en: "Image elements do not have `[alt]` attributes",
    },
    description: {
      tr: "Bilgilendirici öğeler kısa ve açıklayıcı alternatif metin içermelidir. Süsleme amaçlı öğeler boş alt özelliğiyle yok sayılabilir.",
      en: "Informative elements should aim for short, descriptive alternate text. Decorative elements can be ignored with an empty alt attribute.",
    },
    learnMore: "https://dequeuniversity.com/rules/axe/4.10/image-alt",
  },
  (html, page) => {
    if (html.images.length === 0) return notApplicable;
    const missing = html.images.filter((image) => image.alt === null);
    return check(
      missing.length === 0,
      missing.slice(0, 20).map((image) => ({ url: page.url, src: image.src })),
    );
  },
);
