import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

export const viewportZoom = defineHtmlAudit(
  {
    id: "viewport-zoom",
    category: "ux",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: { tr: "Yakınlaştırma engellenmiyor", en: "Zooming is not disabled" },
    failureTitle: { tr: "Viewport yakınlaştırmayı engelliyor", en: "Viewport disables zooming" },
    description: {
      tr: "`user-scalable=no` veya 5'ten küçük `maximum-scale`, az gören kullanıcıların metni büyütmesini engeller. Bu değerleri kaldırın.",
      en: "`user-scalable=no` or a `maximum-scale` below 5 stops low-vision users from enlarging text. Remove them.",
    },
    learnMore: "https://dequeuniversity.com/rules/axe/4.10/meta-viewport",
  },
  (html, page) => {
    if (html.viewport === null) return notApplicable;
    const content = html.viewport.toLowerCase();
    const maxScale = /maximum-scale\s*=\s*([\d.]+)/.exec(content);
    const blocked =
      /user-scalable\s*=\s*(no|0)\b/.test(content) || (maxScale !== null && Number(maxScale[1]) < 5);
    return check(!blocked, [{ url: page.url, viewport: html.viewport }]);
  },
);
