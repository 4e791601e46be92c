import { ALL_ENGINES, defineHtmlAudit } from "./define-audit";
import { check, notApplicable } from "./outcome";

const MIN_WORDS = 200;

export const thinContent = defineHtmlAudit(
  {
    id: "thin-content",
    category: "content",
    taskCategory: "content",
    engines: ALL_ENGINES,
    title: { tr: "Sayfada yeterli metin var (≥ 200 kelime)", en: "Page has enough text (≥ 200 words)" },
    failureTitle: {
      tr: "Sayfa içeriği zayıf (200 kelimeden az)",
      en: "Page content is thin (under 200 words)",
    },
    description: {
      tr: "Çok az metin içeren sayfalar arama motorları ve yapay zekâ yanıtları için az değer taşır. Ziyaretçinin sorusunu yanıtlayan özgün içerik ekleyin.",
      en: "Pages with very little text carry little value for search engines and AI answers. Add original content that answers the visitor's question.",
    },
    learnMore: "https://developers.google.com/search/docs/fundamentals/creating-helpful-content",
  },
  (html, page) =>
    page.status !== 200
      ? notApplicable
      : check(html.wordCount >= MIN_WORDS, [{ url: page.url, words: html.wordCount }]),
);
