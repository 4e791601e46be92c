import { defineVerificationAudit } from "./shared/define-verification-audit";

export const bingSiteVerification = defineVerificationAudit(
  {
    id: "bing-site-verification",
    title: {
      tr: "Bing Webmaster Tools doğrulama etiketi var",
      en: "Bing Webmaster Tools verification tag present",
    },
    failureTitle: {
      tr: "Bing Webmaster Tools doğrulama etiketi bulunamadı",
      en: "No Bing Webmaster Tools verification tag found",
    },
    description: {
      tr: "Bing Webmaster Tools, Bing ve Copilot'taki durumunuzu gösterir ve IndexNow gönderimlerini izler. `msvalidate.01` meta etiketini ekleyin (BingSiteAuth.xml veya DNS ile doğruladıysanız yok sayın).",
      en: "Bing Webmaster Tools shows your standing in Bing and Copilot and tracks IndexNow submissions. Add the `msvalidate.01` meta tag (ignore if verified via BingSiteAuth.xml or DNS).",
    },
    learnMore: "https://www.bing.com/webmasters/help/add-and-verify-site-12184f8b",
  },
  "bing",
);
