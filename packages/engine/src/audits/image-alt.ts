import { NAME_REQUIRED_ROLES } from "../gatherers/page/axe-roles";
import type { AxeImage } from "../gatherers/page/types";
import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

/**
 * Lighthouse's image-alt, which is axe-core's image-alt rule: `img` elements not hidden from screen readers
 * (the gatherer leaves those out), matched by no-explicit-name-required-matches, passing with an alt attribute,
 * an accessible name or a presentational role, failing on an alt of white space only.
 */
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
    const applicable = html.axeImages.filter(isApplicable);
    if (applicable.length === 0) return notApplicable;
    const failing = applicable.filter((image) => !passes(image));
    return check(
      failing.length === 0,
      failing.slice(0, 20).map((image) => ({ url: page.url, src: image.src })),
    );
  },
);

const PRESENTATIONAL = new Set(["presentation", "none"]);

/** no-explicit-name-required-matches: no role, a presentational one, or one that needs a name or is focusable. */
function isApplicable(image: AxeImage): boolean {
  if (image.role === null || PRESENTATIONAL.has(image.role)) return true;
  return NAME_REQUIRED_ROLES.has(image.role) || image.focusable;
}

/** A presentational role counts only without a global ARIA attribute and focus (axe's conflict resolution). */
function isPresentational(image: AxeImage): boolean {
  return image.role !== null && PRESENTATIONAL.has(image.role) && !image.globalAria && !image.focusable;
}

function passes(image: AxeImage): boolean {
  const presentational = isPresentational(image);
  // alt-space-value: an alt of white space only fails whatever else passes.
  if (!presentational && image.alt !== null && /^\s+$/.test(image.alt)) return false;
  return image.alt !== null || image.named || presentational;
}
