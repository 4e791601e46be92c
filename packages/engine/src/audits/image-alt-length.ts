import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

const MAX_ALT = 100;

export const imageAltLength = defineHtmlAudit(
  {
    id: "image-alt-length",
    category: "content",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Alt metinleri kısa (≤ 100 karakter)", en: "Alt texts are concise (≤ 100 characters)" },
    failureTitle: { tr: "Alt metni çok uzun", en: "Alt text is too long" },
    description: {
      tr: "Uzun alt metinleri ekran okuyucularda yorucudur ve anahtar kelime doldurma gibi görünebilir. Görseli bir cümleyle anlatın.",
      en: "Long alt texts tire screen-reader users and can look like keyword stuffing. Describe the image in one sentence.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/google-images#use-descriptive-alt-text",
  },
  (html, page) => {
    const withAlt = html.images.filter((image) => image.alt);
    if (withAlt.length === 0) return notApplicable;
    const long = withAlt.filter((image) => [...(image.alt ?? "")].length > MAX_ALT);
    return check(
      long.length === 0,
      long.slice(0, 20).map((image) => ({ url: page.url, src: image.src })),
    );
  },
);
