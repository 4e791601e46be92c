import { defineHtmlAudit, SEARCH_ENGINES } from "./define-audit";
import { check, notApplicable } from "./outcome";

const MIN = 80;
const MAX = 160;

export const metaDescriptionLength = defineHtmlAudit(
  {
    id: "meta-description-length",
    category: "content",
    taskCategory: "content",
    engines: SEARCH_ENGINES,
    title: {
      tr: "Meta açıklaması uzunluğu uygun (80–160 karakter)",
      en: "Meta description length is right (80–160 characters)",
    },
    failureTitle: {
      tr: "Meta açıklaması çok kısa veya çok uzun",
      en: "Meta description is too short or too long",
    },
    description: {
      tr: "160 karakteri aşan açıklamalar kesilir, çok kısa olanlar ise tıklamaya ikna etmez. 150–160 karakter hedefleyin.",
      en: "Descriptions over 160 characters are cut, and very short ones don't earn the click. Aim for 150–160 characters.",
    },
    learnMore: "https://developers.google.com/search/docs/appearance/snippet",
  },
  (html, page) => {
    const description = html.metaDescriptions[0] ?? "";
    if (description === "") return notApplicable;
    const length = [...description].length;
    return check(length >= MIN && length <= MAX, [{ url: page.url, length }]);
  },
);
