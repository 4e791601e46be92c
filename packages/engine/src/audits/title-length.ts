import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

const MIN = 30;
const MAX = 60;

export const titleLength = defineHtmlAudit(
  {
    id: "title-length",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: { tr: "Başlık uzunluğu uygun (30–60 karakter)", en: "Title length is right (30–60 characters)" },
    failureTitle: { tr: "Başlık çok kısa veya çok uzun", en: "Title is too short or too long" },
    description: {
      tr: "Arama sonuçları yaklaşık 60 karakterden sonrasını keser; çok kısa başlıklar ise sayfayı anlatmaz. 50–60 karakter hedefleyin.",
      en: "Search results cut titles after about 60 characters, and very short titles say too little. Aim for 50–60 characters.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/title-link",
  },
  (html, page) => {
    const title = html.titles[0] ?? "";
    if (title === "") return notApplicable;
    const length = [...title].length;
    return check(length >= MIN && length <= MAX, [{ url: page.url, title, length }]);
  },
);
