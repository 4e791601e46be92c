import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check } from "./outcome";
import { isMobileViewport } from "./shared/mobile-viewport";

export const viewport = defineHtmlAudit(
  {
    id: "viewport",
    category: "ux",
    taskCategory: "accessibility",
    engines: SEARCH_ENGINES,
    title: {
      tr: "width veya initial-scale içeren bir viewport etiketi var",
      en: 'Has a `<meta name="viewport">` tag with `width` or `initial-scale`',
    },
    failureTitle: {
      tr: "Geçerli bir viewport etiketi yok",
      en: 'Does not have a `<meta name="viewport">` tag with `width` or `initial-scale`',
    },
    description: {
      tr: 'Viewport etiketi sayfayı mobil ekranlara uyarlar; yoksa Google\'ın mobil öncelikli dizinlemesinde sayfa küçük ve okunaksız görünür. `<meta name="viewport" content="width=device-width, initial-scale=1">` ekleyin.',
      en: 'A viewport tag fits the page to mobile screens; without it the page renders tiny under Google\'s mobile-first indexing. Add `<meta name="viewport" content="width=device-width, initial-scale=1">`.',
    },
    learnMore: "https://developer.chrome.com/docs/lighthouse/pwa/viewport/",
  },
  (html, page) => check(isMobileViewport(html.viewport), [{ url: page.url, viewport: html.viewport }]),
);
