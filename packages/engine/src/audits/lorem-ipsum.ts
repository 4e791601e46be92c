import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check } from "./outcome";

export const loremIpsum = defineHtmlAudit(
  {
    id: "lorem-ipsum",
    category: "content",
    taskCategory: "content",
    engines: ALL_ENGINES,
    title: { tr: "Yer tutucu metin yok", en: "No placeholder text" },
    failureTitle: {
      tr: 'Sayfada "lorem ipsum" yer tutucu metni var',
      en: 'Page contains "lorem ipsum" placeholder text',
    },
    description: {
      tr: "Yayında kalan yer tutucu metin, sayfanın bitmemiş olduğunu gösterir. Gerçek içerikle değiştirin.",
      en: "Placeholder text left in production shows the page is unfinished. Replace it with real content.",
    },
    learnMore: "https://developers.google.com/search/docs/fundamentals/creating-helpful-content",
  },
  (html, page) => check(!/lorem ipsum/i.test(html.mainText), [{ url: page.url }]),
);
