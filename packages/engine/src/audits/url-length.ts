import { defineUrlAudit } from "./shared/define-url-audit";

const MAX_URL_LENGTH = 115;

export const urlLength = defineUrlAudit(
  {
    id: "url-length",
    title: { tr: "URL'ler kısa", en: "URLs are short" },
    failureTitle: { tr: "URL çok uzun (115 karakterden fazla)", en: "URL is too long (over 115 characters)" },
    description: {
      tr: "Kısa, okunabilir URL'ler paylaşılması ve anlaşılması kolaydır. Gereksiz klasörleri ve kelimeleri çıkarın.",
      en: "Short, readable URLs are easier to share and understand. Drop needless folders and words.",
    },
  },
  (url) => url.href.length <= MAX_URL_LENGTH,
);
