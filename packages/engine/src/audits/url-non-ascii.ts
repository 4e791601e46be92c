import { defineUrlAudit } from "./shared/define-url-audit";

export const urlNonAscii = defineUrlAudit(
  {
    id: "url-non-ascii",
    title: {
      tr: "URL'lerde boşluk veya ASCII dışı karakter yok",
      en: "URLs have no spaces or non-ASCII characters",
    },
    failureTitle: {
      tr: "URL'de boşluk veya ASCII dışı karakter var",
      en: "URL has spaces or non-ASCII characters",
    },
    description: {
      tr: "ş, ğ, ı gibi harfler ve boşluklar URL'de kodlanarak okunaksız hale gelir. Türkçe karakterleri s, g, i gibi karşılıklarıyla yazın.",
      en: "Letters such as ş, ğ, ı and spaces are percent-encoded and become unreadable. Transliterate them (s, g, i) in slugs.",
    },
  },
  (url) => !/%[0-9a-f]{2}/i.test(url.pathname) && !url.pathname.includes("//"),
);
