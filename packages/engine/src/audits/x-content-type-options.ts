import { defineHeaderAudit } from "./shared/define-header-audit";

export const xContentTypeOptions = defineHeaderAudit(
  {
    id: "x-content-type-options",
    title: {
      tr: "İçerik türü koruması (`X-Content-Type-Options: nosniff`) ayarlı",
      en: "X-Content-Type-Options: nosniff is set",
    },
    failureTitle: {
      tr: "İçerik türü koruması (`X-Content-Type-Options: nosniff`) eksik",
      en: "X-Content-Type-Options: nosniff is missing",
    },
    description: {
      tr: "`X-Content-Type-Options: nosniff`, tarayıcıların içerik türünü tahmin ederek dosyaları yanlış yorumlamasını önler.",
      en: "`X-Content-Type-Options: nosniff` stops browsers from guessing content types and misreading files.",
    },
    learnMore: "https://developer.mozilla.org/docs/Web/HTTP/Headers/X-Content-Type-Options",
  },
  "x-content-type-options",
  (value) => value.toLowerCase().includes("nosniff"),
);
