import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const unsizedImages = defineHtmlAudit(
  {
    id: "unsized-images",
    category: "ux",
    taskCategory: "performance",
    engines: SEARCH_ENGINES,
    title: { tr: "Görsellerde width ve height var", en: "Image elements have explicit `width` and `height`" },
    failureTitle: {
      tr: "Görsellerde width/height eksik",
      en: "Image elements do not have explicit `width` and `height`",
    },
    description: {
      tr: "Boyutu belirtilmemiş görseller yüklenirken sayfayı kaydırır (CLS). Her <img> için width ve height yazın.",
      en: "Images without dimensions shift the layout as they load (CLS). Give every <img> width and height.",
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/performance/unsized-images/",
  },
  (html, page) => {
    if (html.images.length === 0) return notApplicable;
    const unsized = html.images.filter((image) => image.width === null || image.height === null);
    return check(
      unsized.length === 0,
      unsized.slice(0, 20).map((image) => ({ url: page.url, src: image.src })),
    );
  },
);
