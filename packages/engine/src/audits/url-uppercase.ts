import { defineUrlAudit } from "./shared/define-url-audit";

export const urlUppercase = defineUrlAudit(
  {
    id: "url-uppercase",
    title: { tr: "URL'ler küçük harfli", en: "URLs are lower case" },
    failureTitle: { tr: "URL'de büyük harf var", en: "URL contains upper-case letters" },
    description: {
      tr: "URL yolları büyük/küçük harfe duyarlıdır; karışık harfler aynı sayfanın birden çok adresle dizinlenmesine yol açar. Küçük harf kullanın.",
      en: "URL paths are case-sensitive; mixed case lets one page be indexed under several addresses. Use lower case.",
    },
  },
  (url) => url.pathname === url.pathname.toLowerCase(),
);
